import { describe, expect, it } from 'vitest';
import {
  messageFromBody,
  NETWORK_ERROR_MESSAGE,
  resolveErrorMessage,
  SESSION_HANDLER_MESSAGES,
  STATUS_MESSAGES,
  statusDefaultMessage,
} from './errors.ts';

describe('error catalogue', () => {
  it('has the default message of every status in spec 01 §8', () => {
    expect(STATUS_MESSAGES[400]).toBe('Bad request. Please check your input and try again.');
    expect(STATUS_MESSAGES[401]).toBe('Unauthorized. Please log in again.');
    expect(STATUS_MESSAGES[403]).toBe("Forbidden. You don't have permission to perform this action.");
    expect(STATUS_MESSAGES[404]).toBe('The requested resource was not found.');
    expect(STATUS_MESSAGES[409]).toBe('Conflict. The request could not be completed due to a conflict.');
    expect(STATUS_MESSAGES[422]).toBe('Validation failed. Please check your input.');
    expect(STATUS_MESSAGES[429]).toBe('Too many requests. Please wait a moment and try again.');
    expect(STATUS_MESSAGES[500]).toBe('Internal server error. Please try again later.');
    expect(STATUS_MESSAGES[502]).toBe('Bad gateway. The server is temporarily unavailable.');
    expect(STATUS_MESSAGES[503]).toBe('Service unavailable. Please try again later.');
    expect(STATUS_MESSAGES[504]).toBe('Gateway timeout. The request took too long to process.');
    expect(NETWORK_ERROR_MESSAGE).toBe('Network error. Please check your connection and try again.');
  });

  it('has the session handler messages for 401 and 403', () => {
    expect(SESSION_HANDLER_MESSAGES[401]).toBe('Unauthorized access. Please log in again.');
    expect(SESSION_HANDLER_MESSAGES[403]).toBe("Forbidden access. You don't have permission to perform this action.");
  });

  it('prefers the handler message, then the body, then the status default', () => {
    expect(resolveErrorMessage({ status: 400, body: { message: 'from body' }, userMessage: 'from handler' })).toBe('from handler');
    expect(resolveErrorMessage({ status: 400, body: { message: 'from body' } })).toBe('from body');
    expect(resolveErrorMessage({ status: 400, body: {} })).toBe(STATUS_MESSAGES[400]);
    expect(resolveErrorMessage({ status: 503 })).toBe(STATUS_MESSAGES[503]);
  });

  it('reads the body in the order string, error, message, detail, errors', () => {
    expect(messageFromBody('plain text')).toBe('plain text');
    expect(messageFromBody({ error: 'e', message: 'm', detail: 'd' })).toBe('e');
    expect(messageFromBody({ message: 'm', detail: 'd' })).toBe('m');
    expect(messageFromBody({ detail: 'd', errors: ['x'] })).toBe('d');
    expect(messageFromBody({ errors: ['first', 'second'] })).toBe('first, second');
    expect(messageFromBody({ errors: { email: 'Email is required', password: 'Too short' } })).toBe(
      'email: Email is required, password: Too short',
    );
    expect(messageFromBody({ message: '   ' })).toBeUndefined();
    expect(messageFromBody(null)).toBeUndefined();
  });

  it('gives the network message when no response arrived', () => {
    expect(resolveErrorMessage({})).toBe(NETWORK_ERROR_MESSAGE);
    expect(resolveErrorMessage({ status: 0, body: { message: 'ignored' } })).toBe(NETWORK_ERROR_MESSAGE);
    expect(resolveErrorMessage({ userMessage: 'handler wins' })).toBe('handler wins');
  });

  it('falls back to the 500 message for unlisted server errors', () => {
    expect(statusDefaultMessage(507)).toBe(STATUS_MESSAGES[500]);
    expect(statusDefaultMessage(undefined)).toBe(NETWORK_ERROR_MESSAGE);
  });
});
