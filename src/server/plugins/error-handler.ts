// Every error answer, from validation to crashes, leaves in the one error shape
// (docs/product.md#d14-one-error-shape). 5xx answers never carry internals: the details go to the log under
// the request id.
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, type ErrorKind, MESSAGES, rateLimitedMessage } from '#shared/errors.ts';
import { isDatabaseUnavailable } from '../db/postgres-errors.ts';
import { AppError, STATUS_BY_REASON } from '../http/app-error.ts';
import { drainRefusedBody } from '../http/drain-refused-body.ts';

type ErrorBody = { error: { code: ErrorKind; message: string; fields?: Record<string, string> } };

export function errorBody(kind: ErrorKind, message?: string, fields?: Record<string, string>): ErrorBody {
  return { error: { code: kind, message: message ?? ERROR_MESSAGES[kind], ...(fields ? { fields } : {}) } };
}

function validationFields(error: { validation: { instancePath: string; message?: string }[] }) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[key] ??= issue.message ?? ERROR_MESSAGES.VALIDATION_ERROR;
  }
  return fields;
}

/** What a customer or staff member reads while the database is away: nothing to fix on their side. */
const UNAVAILABLE_TEXT = 'Service temporarily unavailable. Please try again in a moment.';

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's own refusals before a route is found (a path with broken %-escapes, a path segment
 * over the length limit): the same error shape. Passed as Fastify's `frameworkErrors` option.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  // No hook has run for this request, so the security headers are set here.
  reply.headers(reply.server.securityHeaders ?? {});
  if (error.code === 'FST_ERR_BAD_URL')
    return send(reply, 400, errorBody('VALIDATION_ERROR', 'This address is not valid'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(reply, 414, errorBody('VALIDATION_ERROR', 'This address is too long'));
  return send(reply, 500, errorBody('SERVER_ERROR'));
}

/**
 * Refusals at the socket, before there is a request (headers or address over Node's size limit,
 * malformed HTTP): the same error shape, written raw. Passed as Fastify's `clientErrorHandler`.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          errorBody('VALIDATION_ERROR', 'The address or headers of this request are too long'),
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', errorBody('VALIDATION_ERROR', 'The request took too long to arrive')]
        : [400, 'Bad Request', errorBody('VALIDATION_ERROR', 'The request is not valid HTTP')];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return send(reply, error.statusCode, errorBody(error.kind, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, errorBody('VALIDATION_ERROR', undefined, validationFields(error)));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, errorBody('SERVER_ERROR'));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, errorBody('VALIDATION_ERROR', 'The request body is not valid JSON'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        if (drainRefusedBody(request.raw)) reply.removeHeader('connection');
        return send(reply, STATUS_BY_REASON['too-large'], errorBody('VALIDATION_ERROR', MESSAGES.tooLarge));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(
          reply,
          STATUS_BY_REASON['unsupported-media-type'],
          errorBody('VALIDATION_ERROR', MESSAGES.contentTypeNotAccepted),
        );
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 400, errorBody('VALIDATION_ERROR', 'The request body length is wrong'));
    }
    if (error.statusCode === 429) {
      // A route limiter's refusal (app.ts errorResponseBuilder) carries its reset time: say the wait.
      const ttl = (error as { ttl?: unknown }).ttl;
      const message = typeof ttl === 'number' ? rateLimitedMessage(ttl / 1000) : undefined;
      return send(reply, 429, errorBody('RATE_LIMITED', message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, STATUS_BY_REASON.unavailable, errorBody('SERVER_ERROR', UNAVAILABLE_TEXT));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A 4xx raised by Fastify or a plugin: its message is meant for the client.
      const kind: ErrorKind = status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR';
      if (status === 413 && drainRefusedBody(request.raw)) reply.removeHeader('connection');
      const message = status === 413 ? MESSAGES.tooLarge : error.message || undefined;
      return send(reply, status, errorBody(kind, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, errorBody('SERVER_ERROR'));
  });
});
