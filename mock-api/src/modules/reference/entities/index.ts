import type { ServerEntity } from '../entity';
import { cepUsers } from './cepUsers';
import { companies } from './companies';
import { contentTypes } from './contentTypes';
import { customerGroups } from './customerGroups';
import { customers } from './customers';
import { documents } from './documents';
import { networkLocations } from './networkLocations';
import { unlocode } from './unlocode';
import { userCustomerGroup } from './userCustomerGroup';
import { userSetting } from './userSetting';

/** The server side of every shared declaration (index.ts refuses to start if one is missing). */
export const SERVER_ENTITIES: readonly ServerEntity[] = [
  customers,
  customerGroups,
  cepUsers,
  documents,
  contentTypes,
  networkLocations,
  unlocode,
  userSetting,
  userCustomerGroup,
  companies,
];
