import globalSetup from '../global-setup';

/** The portal as global-setup.ts starts it, with nginx in front and two API instances behind it. */
export default async function behindNginx() {
  process.env.PORTAL_FRONT = 'nginx';
  process.env.API_INSTANCES = '2';
  return globalSetup();
}
