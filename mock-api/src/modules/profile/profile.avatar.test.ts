import { DEMO, signIn, startTestServer, TestClient, type TestServer } from '../../../test/helpers';
import { portalContract } from '@portal/contracts/portal';
import { profileContract } from '@portal/contracts/profile';

/** The avatar: regenerate, upload (type by magic bytes, size), serve safely, only to who may see it. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const UPLOAD_LIMIT_KB = 4;

let server: TestServer;
let customer: TestClient;
beforeAll(async () => {
  // A 4 Kb upload limit: the avatar limit never exceeds the API's general one.
  server = await startTestServer({ seed: 'core', config: { uploadLimitKb: UPLOAD_LIMIT_KB } });
  customer = await signIn(server.baseUrl, DEMO.customer.email, DEMO.customer.password);
});
afterAll(async () => server.close());

/** Multipart as the browser sends it (TestClient speaks JSON only). */
async function upload(client: TestClient, path: string, bytes: Buffer, filename: string, type: string, method = 'PATCH') {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), filename);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (client.cookie) headers.cookie = client.cookie;
  if (client.csrfToken) headers['x-csrf-token'] = client.csrfToken;
  const res = await fetch(client.url(path), { method, headers, body: form });
  return { status: res.status, body: await res.json() };
}

const currentAvatar = async (client: TestClient) => (await client.call(portalContract.userProfile)).body.profile.avatar as { id: number; url: string } | null;

describe('avatar update (core.avatars.update)', () => {
  it('creates a default avatar for a user without one, drawn as an SVG of the initials', async () => {
    expect(await currentAvatar(customer)).toBeNull();
    const res = await customer.call(profileContract.createAvatar, { body: { regenerate: true } });
    expect(res.status).toBe(200);
    const avatar = await currentAvatar(customer);
    expect(avatar).toEqual({ id: res.body.avatarId, url: `/api/core/avatars/${res.body.avatarId}` });

    const image = await customer.get(avatar!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(image.text).toContain('>PL</text>'); // Pieter van der Linden
    expect(image.text).not.toMatch(/<script|on\w+=/i);
  });

  it('replaces the avatar by its id: a new id, the old picture is gone', async () => {
    const old = (await currentAvatar(customer))!;
    const res = await customer.call(profileContract.updateAvatar, { params: { avatar: old.id }, body: { regenerate: true } });
    expect(res.status).toBe(200);
    expect(res.body.avatarId).not.toBe(old.id);
    expect((await customer.get(old.url)).status).toBe(404);
    expect((await currentAvatar(customer))!.id).toBe(res.body.avatarId);
  });

  it('accepts an uploaded PNG, recognised by its bytes whatever its name says', async () => {
    const old = (await currentAvatar(customer))!;
    const res = await upload(customer, `/core/avatars/${old.id}`, PNG_1PX, 'holiday.jpeg', 'image/jpeg');
    expect(res.status).toBe(200);
    const image = await fetch(customer.url(`/core/avatars/${res.body.avatarId}`), { headers: { cookie: customer.cookie! } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG_1PX)).toBe(true);
  });

  it.each([
    [
      'text calling itself a PNG',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'x.png',
      'image/png',
      'The picture must be a PNG, JPEG, GIF or WebP image.',
    ],
    [
      'an SVG (it can carry script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      'image/svg+xml',
      'The picture must be a PNG, JPEG, GIF or WebP image.',
    ],
    [
      'a picture over the size limit',
      Buffer.concat([PNG_1PX, Buffer.alloc(UPLOAD_LIMIT_KB * 1024)]),
      'big.png',
      'image/png',
      `The picture is too large: at most ${UPLOAD_LIMIT_KB} Kb.`,
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png', 'The picture is empty.'],
  ])('refuses %s with 422 and keeps the current avatar', async (_label, bytes, name, type, message) => {
    const before = (await currentAvatar(customer))!;
    const res = await upload(customer, `/core/avatars/${before.id}`, bytes, name, type);
    expect(res.status).toBe(422);
    expect(res.body.errors.avatar[0]).toBe(message);
    expect((await currentAvatar(customer))!.id).toBe(before.id);
  });

  it("refuses a body that is neither a picture nor a regenerate request, and somebody else's avatar id", async () => {
    const own = (await currentAvatar(customer))!;
    const wrongType = await customer.patch(`/core/avatars/${own.id}`, { regenerate: 'yes' });
    expect(wrongType.status).toBe(422);
    expect(Object.keys(wrongType.body.errors)).toEqual(['regenerate']);
    expect((await customer.patch(`/core/avatars/${own.id}`, {})).status).toBe(400);
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await basic.call(profileContract.updateAvatar, { params: { avatar: own.id }, body: { regenerate: true } })).status).toBe(404);
    expect((await currentAvatar(customer))!.id).toBe(own.id);
  });

  it('needs the anti-forgery token', async () => {
    const own = (await currentAvatar(customer))!;
    const res = await customer.call(profileContract.updateAvatar, { params: { avatar: own.id }, body: { regenerate: true } }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF');
  });
});

describe('while impersonating', () => {
  it('refuses every avatar change (403), as it refuses the password, and changes nothing', async () => {
    const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    const customerId = (await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = @e', { e: DEMO.customer.email }))!.id;
    expect((await admin.call(profileContract.startImpersonation, { params: { userId: customerId } })).status).toBe(200);
    const before = (await currentAvatar(admin))!;
    expect(before).not.toBeNull();

    const message = 'The avatar cannot be changed while impersonating.';
    const answers = [
      await admin.call(profileContract.updateAvatar, { params: { avatar: before.id }, body: { regenerate: true } }),
      await admin.call(profileContract.createAvatar, { body: { regenerate: true } }),
      await upload(admin, `/core/avatars/${before.id}`, PNG_1PX, 'me.png', 'image/png'),
      // Even an invalid id or body: the refusal comes first.
      await admin.patch('/core/avatars/x', {}),
    ];
    expect(answers.map((a) => [a.status, a.body.message])).toEqual(answers.map(() => [403, message]));
    expect(await currentAvatar(admin)).toEqual(before);

    expect((await admin.call(profileContract.stopImpersonation)).status).toBe(200);
    expect((await admin.call(profileContract.createAvatar, { body: { regenerate: true } })).status).toBe(200);
  });
});

describe('serving avatars', () => {
  it('serves only to signed-in users who may see it: the owner and user administrators', async () => {
    const { url } = (await currentAvatar(customer))!;
    expect((await new TestClient(server.baseUrl).get(url)).status).toBe(401);
    const basic = await signIn(server.baseUrl, DEMO.basic.email, DEMO.basic.password);
    expect((await basic.get(url)).status).toBe(404);
    const admin = await signIn(server.baseUrl, DEMO.admin.email, DEMO.admin.password);
    expect((await admin.get(url)).status).toBe(200);
    expect((await customer.call(profileContract.avatar, { params: { avatar: 999999 } })).status).toBe(404);
  });
});
