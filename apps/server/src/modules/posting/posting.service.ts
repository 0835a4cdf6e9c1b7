import { MAX_UPLOAD_FILES } from '@ncr/shared/constants';
import { isPublicStatus, isStaff, type ListingStatus } from '@ncr/shared/enums';
import type { BuyersTold, MyListingsAnswer } from '@ncr/shared/schemas/buyers-told';
import type { Listing, PropertyData, PropertyUpdate } from '@ncr/shared/schemas/property';
import type { FastifyInstance } from 'fastify';
import { LISTING_PRICE_DROPPED, LISTING_PUBLISHED, queueListingJob } from '~/jobs/listing-jobs';
import { badRequest, conflict, forbidden, HttpError, notFound } from '~/lib/http-error';
import { buyersToldRepository } from '~/modules/alerts/buyers-told.repository';
import { loadOwners, type OwnerRow, type PropertyRow, searchColumns, toListing, toListings } from '~/shared/listings';
import { publishRefusals } from '~/shared/market';
import type { AuthUser } from '~/types/fastify';
import { draftRepository } from './draft.repository';
import { type PreparedMedia, prepareMedia } from './media-pipeline';
import { fileNamesOfUrl, type MediaStore } from './media-store';
import type { UploadBody } from './multipart-reader';
import { type PropertyChanges, postingRepository as repo } from './posting.repository';
import { mergePropertyData, parsePropertyDataField } from './property-data';

/** Staff see a listing whole; a seller sees their own without the buyer's details. */
const audienceOf = (user: AuthUser) => (isStaff(user.role) ? 'staff' : 'owner');

const ownerOf = (user: AuthUser): OwnerRow => ({
  id: user.id,
  role: user.role,
  fullName: user.fullName,
  email: user.email,
  mobile: user.mobile,
});

const limitReached = (limit: number) =>
  forbidden(`Listing limit reached: an account can have at most ${limit} open listings. Delete or sell one before posting another.`);

export class PostingService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly store: MediaStore,
  ) {}

  /** POST /api/property/upload: validate, store the media, insert listing and media rows together. */
  async create(user: AuthUser, body: UploadBody): Promise<Listing> {
    const data = { ...parsePropertyDataField(body.fields.propertyData), date: new Date().toISOString() };
    const settings = await this.app.settingsStore.get();
    const staff = isStaff(user.role);
    // Auto-approval publishes only what approval would: a listing under the minimum discount to
    // publish waits as Pending for staff (docs/decisions/0103). Staff posts go live at once.
    const publish =
      staff ||
      (settings.autoApproveListings &&
        (await publishRefusals(this.app.db, settings.minDiscountToPublish, [{ id: '', ...searchColumns(data) }])).size === 0);
    // Staff post on sellers' behalf, so the per-user limit is for sellers.
    const limit = staff ? 0 : settings.propertyLimitPerUser;
    if (limit > 0 && (await repo.countOpenListings(this.app.db, user.id)) >= limit) throw limitReached(limit);

    const media = await prepareMedia(body.files);
    const row = await this.withStoredMedia(media, (tx) =>
      tx.transaction(async (db) => {
        if (limit > 0) {
          await repo.lockOwner(db, user.id);
          if ((await repo.countOpenListings(db, user.id)) >= limit) throw limitReached(limit);
        }
        const listing = await repo.insertListing(db, {
          ownerId: user.id,
          status: publish ? 'Active' : 'Pending',
          isFeatured: false,
          propertyData: data,
          media: media.map((m) => m.url),
          ...searchColumns(data),
        });
        await repo.insertMediaFiles(db, this.mediaRows(media, listing.id, user.id));
        // Posted: the posting in progress is done with (docs/decisions/0127).
        await draftRepository.remove(db, user.id);
        return listing;
      }),
    );
    this.app.events.emit('property.created', { propertyId: row.id, title: titleOf(data), ownerRole: user.role });
    if (row.status === 'Active') await queueListingJob(this.app, LISTING_PUBLISHED, row.id);
    return toListing(row, ownerOf(user), audienceOf(user));
  }

  /** PUT /api/property/{id}: the owner edits propertyData and media; staff also status and sale. */
  async update(user: AuthUser, id: string, input: PropertyUpdate): Promise<Listing> {
    const row = await this.editable(user, id);
    const staff = isStaff(user.role);
    const saleFields =
      input.status !== undefined || input.soldDetails !== undefined || input.buyerName !== undefined || input.buyerContact !== undefined;
    if (!staff && saleFields) throw forbidden('Only staff can change the status or sale details of a listing');

    const changes: PropertyChanges = {};
    let data = row.propertyData as PropertyData;
    if (input.propertyData) {
      data = mergePropertyData(row.propertyData, input.propertyData);
      Object.assign(changes, { propertyData: data, ...searchColumns(data) });
    }
    let removed: string[] = [];
    if (input.media) {
      const kept = [...new Set(input.media)];
      if (kept.some((url) => !row.media.includes(url))) throw badRequest('media: only media already on this listing can be kept');
      removed = row.media.filter((url) => !kept.includes(url));
      changes.media = kept;
    }
    const becameSold = staff && this.applySale(row, input, data, changes);
    if (row.status === 'Rejected') {
      // A rejected listing the seller edits goes back for review; any status staff set ends the
      // rejection. Either way the old reason no longer applies (docs/decisions/0120).
      if (!staff && Object.keys(changes).length > 0) changes.status = 'Pending';
      if (changes.status) Object.assign(changes, { rejectionReason: null, rejectedAt: null });
    }
    // Setting a Pending or Rejected listing Active is an approval: the same minimum discount to publish holds (docs/decisions/0103).
    if (!isPublicStatus(row.status) && changes.status === 'Active') {
      const { minDiscountToPublish } = await this.app.settingsStore.get();
      const refusal = (await publishRefusals(this.app.db, minDiscountToPublish, [{ ...row, ...changes }])).get(row.id);
      if (refusal) throw conflict(refusal);
    }

    const updated = await this.app.db.transaction(async (db) => {
      const next = Object.keys(changes).length > 0 ? await repo.update(db, id, changes) : row;
      if (!next) throw notFound('Property not found');
      await repo.deleteMediaFiles(db, id, removed.flatMap(fileNamesOfUrl));
      return next;
    });
    // Files go only after the database no longer points at them.
    await this.store.removeAll(removed.flatMap(fileNamesOfUrl));
    // A rental marked Sold was let out: staff's sold mail and Sold Properties are for sales.
    if (becameSold && updated.purpose === 'sale') {
      this.app.events.emit('property.sold', { propertyId: id, title: titleOf(data), price: updated.soldPrice });
    }
    // Saved-search alerts and wishlist price-drop alerts run as jobs (alerts module).
    if (row.status !== 'Active' && updated.status === 'Active') await queueListingJob(this.app, LISTING_PUBLISHED, id);
    if (priceDropped(row, updated) && isPublicStatus(updated.status)) await queueListingJob(this.app, LISTING_PRICE_DROPPED, id);
    return this.present(updated, user);
  }

  /** Staff status and sale fields. Returns true when the listing moves into Sold. */
  private applySale(row: PropertyRow, input: PropertyUpdate, data: PropertyData, changes: PropertyChanges): boolean {
    const next: ListingStatus = input.status ?? row.status;
    if (input.status !== undefined) changes.status = input.status;
    if (next !== 'Sold') {
      // Back on the market: the earlier sale no longer holds.
      if (row.status === 'Sold') Object.assign(changes, { soldPrice: null, soldDate: null, buyerName: null, buyerContact: null });
      return false;
    }
    const sold = input.soldDetails;
    if (row.status !== 'Sold' || sold?.price !== undefined) {
      // A rental let out has no sale price unless staff give one.
      changes.soldPrice = sold?.price ?? row.soldPrice ?? data.pricing.expectedPrice ?? null;
    }
    if (row.status !== 'Sold' || sold?.date !== undefined) {
      changes.soldDate = sold?.date ? new Date(sold.date) : (row.soldDate ?? new Date());
    }
    if (input.buyerName !== undefined) changes.buyerName = input.buyerName || null;
    if (input.buyerContact !== undefined) changes.buyerContact = input.buyerContact || null;
    return row.status !== 'Sold';
  }

  /** POST /api/property/{id}/media: adds photos or videos to a listing. */
  async addMedia(user: AuthUser, id: string, body: UploadBody): Promise<Listing> {
    const row = await this.editable(user, id);
    if (body.files.length === 0) throw badRequest('media: choose at least one file');
    if (row.media.length + body.files.length > MAX_UPLOAD_FILES) {
      throw new HttpError(413, `Too many files: at most ${MAX_UPLOAD_FILES} files per listing`);
    }
    const media = await prepareMedia(body.files);
    const updated = await this.withStoredMedia(media, (tx) =>
      tx.transaction(async (db) => {
        const current = await repo.findLiveForUpdate(db, id);
        if (!current) throw notFound('Property not found');
        if (current.media.length + media.length > MAX_UPLOAD_FILES) {
          throw new HttpError(413, `Too many files: at most ${MAX_UPLOAD_FILES} files per listing`);
        }
        const next = await repo.update(db, id, { media: [...current.media, ...media.map((m) => m.url)] });
        await repo.insertMediaFiles(db, this.mediaRows(media, id, current.ownerId));
        if (!next) throw notFound('Property not found');
        return next;
      }),
    );
    return this.present(updated, user);
  }

  /** DELETE /api/property/{id}: a soft delete; staff can still see the row in the database. */
  async remove(user: AuthUser, id: string): Promise<void> {
    await this.editable(user, id);
    if (!(await repo.softDelete(this.app.db, id))) throw notFound('Property not found');
  }

  async mine(user: AuthUser, page: number, limit: number): Promise<MyListingsAnswer> {
    const { rows, total } = await repo.listByOwner(this.app.db, user.id, page, limit);
    // The caller's own listings only (listByOwner), so the buyers told reach their owner alone.
    const [listings, told] = await Promise.all([
      toListings(this.app.db, rows, 'owner'),
      buyersToldRepository.of(
        this.app.db,
        rows.map((r) => r.id),
      ),
    ]);
    const properties = listings.map((listing) => ({ ...listing, buyersTold: told.get(listing._id) ?? null }));
    return { properties, total, totalPages: Math.max(1, Math.ceil(total / limit)), page };
  }

  /** The matching buyers told of one listing: its owner only; anyone else (staff too) gets 404. */
  async buyersTold(user: AuthUser, id: string): Promise<BuyersTold | null> {
    const row = await repo.findLive(this.app.db, id);
    if (!row || row.ownerId !== user.id) throw notFound('Property not found');
    return (await buyersToldRepository.of(this.app.db, [id])).get(id) ?? null;
  }

  async getEditable(user: AuthUser, id: string): Promise<Listing> {
    return this.present(await this.editable(user, id), user);
  }

  /**
   * The listing if the caller may change it: staff any, a seller only their own. Another seller's
   * listing answers 404 like a missing one, so ids of others' listings reveal nothing.
   */
  private async editable(user: AuthUser, id: string): Promise<PropertyRow> {
    const row = await repo.findLive(this.app.db, id);
    if (!row || (!isStaff(user.role) && row.ownerId !== user.id)) throw notFound('Property not found');
    return row;
  }

  private async present(row: PropertyRow, user: AuthUser): Promise<Listing> {
    const owners = await loadOwners(this.app.db, [row]);
    return toListing(row, owners.get(row.ownerId), audienceOf(user));
  }

  private mediaRows(media: PreparedMedia[], propertyId: string, ownerId: string) {
    return media.flatMap((m) =>
      m.files.map((f) => ({ propertyId, ownerId, kind: f.kind, fileName: f.fileName, contentType: f.contentType, bytes: f.data.length })),
    );
  }

  /**
   * Writes the prepared files, then runs the database work. If that fails, every file written is
   * removed again: a failed upload leaves neither a listing nor orphan files.
   */
  private async withStoredMedia<T>(media: PreparedMedia[], work: (db: FastifyInstance['db']) => Promise<T>): Promise<T> {
    const files = media.flatMap((m) => m.files);
    await this.store.writeAll(files);
    try {
      return await work(this.app.db);
    } catch (error) {
      await this.store.removeAll(files.map((f) => f.fileName));
      throw error;
    }
  }
}

/**
 * Whether an edit cut the asking price: a sale's price, or a rental's rent a month (a rent cut).
 * A listing switched between sale and rent has no earlier price of the same kind to compare with.
 */
function priceDropped(before: PropertyRow, after: PropertyRow): boolean {
  if (before.purpose !== after.purpose) return false;
  if (after.purpose === 'rent') return (after.monthlyRent ?? 0) < (before.monthlyRent ?? 0);
  return after.priceLakhs < before.priceLakhs;
}

const titleOf = (data: PropertyData) => data.property.title || data.title || data.property.address;
