// Date presets and the ETD/ETA filter logic (pure TypeScript + dayjs; used by the shipments tables).
export * from './presets';
export * from './dateFilter';
