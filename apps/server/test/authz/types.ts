import type { TestContext, TestUser } from '../helpers';

export const ACTORS = ['anonymous', 'buyer', 'seller', 'otherSeller', 'subadmin', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export interface MatrixFixtures {
  ctx: TestContext;
  users: Record<Exclude<Actor, 'anonymous'>, TestUser>;
}

export interface MatrixRequest {
  url: string;
  body?: unknown;
  /** Sent as multipart instead of JSON (upload routes build their own payload and headers). */
  payload?: Buffer;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * Builds the request for one actor. It runs before every call, so a destructive route gets a
   * fresh target each time (create the listing, buyer or query it acts on here).
   */
  request: (f: MatrixFixtures, actor: Actor) => Promise<MatrixRequest> | MatrixRequest;
  /** The status each actor must get. */
  expect: Record<Actor, number>;
  /** A sign-in: the answer is the account just signed in, with its own contacts (not scanned for leaks). */
  answersCaller?: true;
}

/** Shorthands for the common expectation shapes. */
export const expectFor = {
  anyone: (status = 200): Record<Actor, number> => ({
    anonymous: status,
    buyer: status,
    seller: status,
    otherSeller: status,
    subadmin: status,
    admin: status,
  }),
  signedIn: (status = 200): Record<Actor, number> => ({
    anonymous: 401,
    buyer: status,
    seller: status,
    otherSeller: status,
    subadmin: status,
    admin: status,
  }),
  members: (status = 200): Record<Actor, number> => ({
    anonymous: 401,
    buyer: status,
    seller: status,
    otherSeller: status,
    subadmin: 403,
    admin: 403,
  }),
  buyers: (status = 200): Record<Actor, number> => ({
    anonymous: 401,
    buyer: status,
    seller: 403,
    otherSeller: 403,
    subadmin: 403,
    admin: 403,
  }),
  staff: (status = 200): Record<Actor, number> => ({
    anonymous: 401,
    buyer: 403,
    seller: 403,
    otherSeller: 403,
    subadmin: status,
    admin: status,
  }),
  adminOnly: (status = 200): Record<Actor, number> => ({
    anonymous: 401,
    buyer: 403,
    seller: 403,
    otherSeller: 403,
    subadmin: 403,
    admin: status,
  }),
};
