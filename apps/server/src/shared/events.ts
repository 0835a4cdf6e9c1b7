import { EventEmitter } from 'node:events';
import type { FastifyRequest } from 'fastify';

// Things staff may want an e-mail about (Settings > Notifications). Modules emit; the
// notifications module listens. Emitting never blocks or fails the request that caused it.
export interface AppEvents {
  'property.created': { propertyId: string; title: string; ownerRole: string };
  'user.registered': { userId: string; role: string; fullName: string };
  'property.sold': { propertyId: string; title: string; price: number | null };
  'inquiry.created': { queryId: string; name: string; message: string };
  // Listing insights (modules/insights): who looked at or saved a listing; that module decides what counts.
  'listing.viewed': { propertyId: string; viewer: Viewer };
  'listing.wishlisted': { propertyId: string; viewer: Viewer };
}

/** Who did something to a listing: a signed-in user, or an anonymous browser by address and user agent. */
export interface Viewer {
  userId: string | null;
  role: string | null;
  ip: string;
  userAgent: string;
}

export class AppEventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof AppEvents>(name: K, listener: (payload: AppEvents[K]) => void | Promise<void>): void {
    this.emitter.on(name, (payload: AppEvents[K]) => {
      Promise.resolve()
        .then(() => listener(payload))
        .catch((error) => this.emitter.emit('error-in-listener', error));
    });
  }

  onListenerError(handler: (error: unknown) => void): void {
    this.emitter.on('error-in-listener', handler);
  }
}

/** The viewer of a request: the signed-in user if any, plus address and browser for anonymous counting. */
export function viewerOf(request: FastifyRequest, user: { id: string; role: string } | null | undefined): Viewer {
  const agent = request.headers['user-agent'];
  return { userId: user?.id ?? null, role: user?.role ?? null, ip: request.ip, userAgent: typeof agent === 'string' ? agent : '' };
}
