import { unlocodeEntity } from '@portal/contracts/reference/unlocode';
import { countryName } from '@portal/contracts/reference/countries';
import { countOf } from '../checks';
import { defineServerEntity } from '../entity';

const CODE_OF = '(SELECT unlocode FROM unlocodes WHERE id = @id)';

/** 100 000 rows at SEED_SCALE=large: every sortable column is indexed (migration 061). */
export const unlocode = defineServerEntity({
  decl: unlocodeEntity,
  table: 'unlocodes',
  unique: [{ fields: ['unlocode'], message: 'This UN/LOCODE already exists.' }],
  // Network locations, shipments and quotes hold the code itself.
  codeField: 'unlocode',
  // The country name follows the code, so the two never disagree.
  toColumns: (columns) => ({ ...columns, country_name: countryName(String(columns.country)) }),
  inUse: [
    {
      table: 'network_locations',
      countSql: `SELECT COUNT(*) AS n FROM network_locations WHERE unlocode = ${CODE_OF}`,
      describe: (n, say) => countOf(say, n, 'network location'),
      byCode: true,
    },
    {
      table: 'shipments',
      countSql: `SELECT COUNT(*) AS n FROM shipments WHERE departure = ${CODE_OF} OR arrival = ${CODE_OF}`,
      describe: (n, say) => countOf(say, n, 'shipment'),
      byCode: true,
    },
    {
      table: 'quotes',
      countSql: `SELECT COUNT(*) AS n FROM quotes WHERE origin_port = ${CODE_OF} OR destination_port = ${CODE_OF}`,
      describe: (n, say) => countOf(say, n, 'quote'),
      byCode: true,
    },
  ],
});
