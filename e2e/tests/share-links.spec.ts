import { test, expect, signIn } from '../fixtures';

/**
 * A shipment shared with one link: made on the shipment's page, opened in a fresh browser with
 * no cookies at a phone's width (route map, milestones, status; no price, no portal bundle), and
 * gone the moment it is revoked.
 */
test('a share link opens the shipment without signing in, on a phone, until it is revoked', async ({ page, browser, baseURL }) => {
  await signIn(page, 'customer', '/myshipments/sea');
  const rows = await page.request.get('/api/myShipments/sea/rows?startRow=0&endRow=1');
  const id = ((await rows.json()).rows[0] as { shipmentid: string }).shipmentid;
  await page.goto(`/myshipments/sea/${id}`);
  const share = page.getByRole('region', { name: 'Share' });
  await share.getByRole('button', { name: 'Share' }).click();
  await share.getByRole('button', { name: 'Make link' }).click();
  const address = share.getByRole('textbox', { name: 'Share link' });
  await expect(address).toHaveCount(1);
  const url = await address.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL}/track/[A-Za-z0-9_-]{43}$`));

  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const phone = await stranger.newPage();
    const scripts: string[] = [];
    phone.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const opened = await phone.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toContain('noindex');
    await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(phone.getByText(/^Shared by/)).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'Milestones' })).toBeVisible();
    expect(await phone.getByRole('listitem').count()).toBeGreaterThan(1);
    await expect(phone.getByText(/Planned \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
    const map = phone.getByRole('img', { name: /Route map/ });
    await expect(map).toBeVisible();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Nothing of the portal: no script, no price, no reference unless the link says so.
    expect(scripts).toEqual([]);
    await expect(phone.locator('body')).not.toContainText(/price|€|\$|document/i);
    await expect(phone.locator('body')).not.toContainText(id);
    // The page fits a phone: nothing scrolls sideways.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await share.getByRole('button', { name: 'Revoke' }).click();
    await expect(share.getByText('No open links.')).toBeVisible();
    const gone = await phone.goto(url);
    expect(gone?.status()).toBe(404);
    await expect(phone.getByRole('heading', { name: 'This link does not open a shipment' })).toBeVisible();
    const goneText = await gone?.text();
    const unknown = await phone.goto(`/track/${'x'.repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    expect(await unknown?.text()).toBe(goneText);
  } finally {
    await stranger.close();
  }
});
