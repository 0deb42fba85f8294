/**
 * A customer group is selected like an organisation; its code is what tells them apart. The
 * browser (selector badge, store) and the API (scope, reference rules) read it here.
 */
export const GROUP_CODE_PREFIX = '00';

export const isGroupCode = (value: string | null | undefined): boolean => typeof value === 'string' && value.startsWith(GROUP_CODE_PREFIX);
