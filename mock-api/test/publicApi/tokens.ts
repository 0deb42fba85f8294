import { TestClient, type ApiResponse } from '../helpers';
import { accessTokensContract } from '@portal/contracts/accessTokens';

/** A client that authenticates with an access token only: no cookie, no anti-forgery token. */
export class TokenClient extends TestClient {
  constructor(
    baseUrl: string,
    readonly token: string,
  ) {
    super(baseUrl);
  }

  override request<T = unknown>(method: string, p: string, options: Parameters<TestClient['request']>[2] = {}): Promise<ApiResponse<T>> {
    return super.request<T>(method, p, { ...options, csrf: false, headers: { authorization: `Bearer ${this.token}`, ...options.headers } });
  }
}

export interface NewToken {
  name?: string;
  expiresInDays?: number;
  organisations: string[];
  access?: 'read' | 'write';
  revokeOnPasswordChange?: boolean;
}

/** Creates a token through the profile's route with a signed-in client; throws on failure. */
export async function createToken(owner: TestClient, input: NewToken): Promise<{ token: string; id: number; client: TokenClient }> {
  const res = await owner.call(accessTokensContract.create, { body: { name: 'ERP', expiresInDays: 30, access: 'read', ...input } });
  if (res.status !== 200) throw new Error(`token creation failed: ${res.status} ${res.text}`);
  return { token: res.body.token, id: res.body.accessToken.id, client: new TokenClient(owner.baseUrl, res.body.token) };
}
