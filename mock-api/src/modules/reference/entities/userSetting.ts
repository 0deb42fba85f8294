import { userSettingEntity } from '@portal/contracts/reference/userSetting';
import { defineServerEntity } from '../entity';

/** One row per user (user_settings.user_id is the key); deleting it brings back the defaults. */
export const userSetting = defineServerEntity({
  decl: userSettingEntity,
  table: 'user_settings',
  from: `(SELECT s.*, u.email AS user_email, u.name AS user_name
          FROM user_settings s JOIN users u ON u.id = s.user_id) AS user_setting`,
  unique: [{ fields: ['user_id'], message: 'This user already has settings: edit those instead.' }],
});
