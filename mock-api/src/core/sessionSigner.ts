import { Signer, type UnsignResult } from '@fastify/cookie';
import { setBounded } from './bounded';

/**
 * @fastify/cookie's signer for the session cookie, remembering its answers: each request of a
 * session would otherwise compute the same two HMACs again (check the cookie, sign the id for
 * the Session object), a fifth of what a signed-in request costs. Only good signatures are
 * remembered, so forged cookies cannot fill the memory; both maps are bounded.
 */
const MAX_REMEMBERED = 20_000;

export class RememberingSigner {
  private readonly signer: Signer;
  private readonly signatures = new Map<string, string>();
  private readonly verified = new Map<string, UnsignResult>();

  constructor(secret: string) {
    this.signer = new Signer(secret);
  }

  sign(value: string): string {
    return this.signatures.get(value) ?? setBounded(this.signatures, value, this.signer.sign(value), MAX_REMEMBERED);
  }

  unsign(signed: string): UnsignResult {
    const known = this.verified.get(signed);
    if (known) return known;
    const result = this.signer.unsign(signed);
    return result.valid ? setBounded(this.verified, signed, Object.freeze(result), MAX_REMEMBERED) : result;
  }
}
