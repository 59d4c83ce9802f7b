// Who made a request and from where, as the audit log records it: read from the request once
// (plugins/viewer.ts) and passed to services, which never see the request itself.
export type RequestContext = { userId: string | null; ipAddress: string | null; userAgent: string | null };

/** The context of a change the server makes on its own (a sweep, a webhook): no person, no address. */
export const SYSTEM_CONTEXT: RequestContext = { userId: null, ipAddress: null, userAgent: null };
