import { randomUUID } from 'node:crypto';

export interface ApiResponse {
  status: number;
  body: unknown;
}

/** A small JSON client for preparing scenarios; failures throw so setup never goes on half done. */
export class Api {
  constructor(private readonly baseUrl: string) {}

  async request(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  }

  /** Like request, but the status must be the expected one. */
  async expect(status: number, method: string, path: string, options?: { body?: unknown; token?: string }): Promise<unknown> {
    const response = await this.request(method, path, options);
    if (response.status !== status) {
      throw new Error(`${method} ${path}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.body;
  }

  /** Signs up a new account and returns its access token. */
  async registerUser(): Promise<string> {
    const id = randomUUID().slice(0, 8);
    const body = await this.expect(201, 'POST', '/api/auth/register', {
      body: { firstName: 'Bench', lastName: 'User', email: `bench-${id}@example.com`, password: `bench-password-${id}` },
    });
    const token = (body as { data?: { token?: unknown } }).data?.token;
    if (typeof token !== 'string') throw new Error(`register: no token in ${JSON.stringify(body)}`);
    return token;
  }
}
