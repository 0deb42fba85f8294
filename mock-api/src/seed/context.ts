import type { Config, SeedScale } from '../config';
import type { Db } from '../db';
import type { Random } from '../core/random';
import type { SeededCustomer } from '../simulation/organisations';

export type { SeededCustomer };

/** What the core seed made, handed to every slice seeder. */
export interface SeededGroup {
  id: number;
  code: string;
  name: string;
  memberIds: number[];
}

export interface SeededUser {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'customer';
  customerIds: number[];
  groupIds: number[];
}

export interface SeedContext {
  db: Db;
  config: Config;
  /** This slice's own stream (forked by slice name), so slices do not shift each other. */
  random: Random;
  scale: SeedScale;
  /** Midnight UTC of the seed day: make dates relative to it so the same day seeds the same data. */
  today: Date;
  customers: SeededCustomer[];
  groups: SeededGroup[];
  users: SeededUser[];
}

export type SliceSeeder = (ctx: SeedContext) => Promise<void>;
