// Types of preview.mjs, for the app (app/features/preview) and the tests.
import type { RequestHandler } from 'express';

export type PreviewStatus = 'draft' | 'published';
export type PreviewState = { status: PreviewStatus };

export const PREVIEW_COOKIE: string;
export const PREVIEW_MAX_AGE_SECONDS: number;
export const PREVIEW_STATUSES: readonly PreviewStatus[];
export const PREVIEW_HEADERS: Readonly<Record<string, string>>;
export function isPreviewSecret(given: string | null | undefined, secret: string | null): boolean;
export function signPreview(
  preview: { status: PreviewStatus; now?: number },
  secret: string,
): string;
export function verifyPreview(
  value: string | null | undefined,
  secret: string | null,
  now?: number,
): PreviewState | null;
export function previewCookieValue(cookieHeader: string | null | undefined): string | null;
export function previewSetCookie(value: string, options: { secure: boolean }): string;
export function previewClearCookie(options: { secure: boolean }): string;
export function previewMode(options: {
  secret: string | null;
  frameAncestors: string;
}): RequestHandler;
