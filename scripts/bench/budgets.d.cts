// Types of budgets.cjs for the TypeScript browser tests that use it.
export const KB: number;
export const BYTE_BUDGETS: { shellFirstPage: number; dashboardRoute: number };
export const TIME_BUDGETS: { lcpMs: number; lcpMsCpu4x: number; warmSwitchMs: number; apiThroughputRatio: number; apiP99Ms: number };
