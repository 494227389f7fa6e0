// What the API suite (api-suite.ts) shares with its parts (api-*-suite.ts): types, constants,
// and the calls against the one CMS it boots per database.
import type { MailSink } from '@brilla/testkit/mail';
import type { Core } from '@strapi/strapi';
import type { BootedStrapi } from './helpers/strapi';

export type Json = Record<string, unknown>;
export type Entry = Json & { documentId: string };
export type Reply = { status: number; headers: Headers; body: Json };
export type Bootstrap = {
  default: { bootstrap: (input: { strapi: Core.Strapi }) => Promise<void> };
};
export type Notifier = { retryDue: () => Promise<{ attempted: number; sent: number }> };
/** The Document Service calls these tests make; data stays opaque without generated types. */
export type PageDocuments = {
  create: (params: Json) => Promise<Entry>;
  update: (params: Json) => Promise<Entry | null>;
  findFirst: (params: Json) => Promise<Entry | null>;
};

export const SUBMISSION = 'api::contact-submission.contact-submission';
export const PREVIEW_SITE = 'https://www.brilla.test';
export const PREVIEW_SECRET = 'preview-secret-for-the-api-suite-0123456789';
export const PREVIEW_TOKEN = 'preview-token-for-the-api-suite-0123456789abcdef';

/** Walks parsed JSON without trusting its shape: a missing step gives undefined. */
export function at(value: unknown, ...path: Array<string | number>): unknown {
  let node = value;
  for (const step of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

let ipCounter = 10;
/** A fresh client address per test, so the per-IP rate limit never leaks between tests. */
export const nextIp = () => `198.51.100.${ipCounter++}`;

/** The booted CMS and the calls every part of the API suite makes against it. */
export type ApiContext = {
  cms: () => BootedStrapi;
  sink: () => MailSink;
  /** A request with the web's token (as the web sends), or `authorization` given ('' for none). */
  call: (
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<Reply>;
  get: (path: string) => Promise<Reply>;
  /** GET that expects 200 and returns `data` as a list. */
  list: (path: string) => Promise<Entry[]>;
  /** A contact post from a fresh client address, then the wait for its notification. */
  contact: (data: Json, headers?: Record<string, string>) => Promise<Reply>;
  submissions: () => ReturnType<Core.Strapi['db']['query']>;
  /** Entries per public content type and language, and uploaded files. */
  counts: () => Promise<Record<string, number>>;
};
