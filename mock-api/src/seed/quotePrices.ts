import type { QuoteRequestPayload } from '@portal/contracts/rules/quoteForm';
import type { Random } from '../core/random';

/**
 * Plausible offer lines for a seeded quote: the main freight by modality and its usual
 * surcharges, the legs the incoterm leaves to the forwarder, and the extra services asked for.
 */
export interface PriceLineSeed {
  description: string;
  basis: string;
  amount: number;
  currency: string;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

export function quotePriceLines(p: QuoteRequestPayload, currency: string, random: Random): PriceLineSeed[] {
  const lines: PriceLineSeed[] = [];
  const add = (description: string, basis: string, amount: number) => lines.push({ description, basis, amount: round(amount), currency });
  const weight = p.weight ?? 1000;
  const volume = p.volume ?? 10;

  switch (p.modality) {
    case 'SEA':
      if (p.shipment_type === 'FCL') {
        add(`Ocean freight ${p.container_type ?? 'container'}`, 'per container', random.int(900, 3200));
        add('Bunker adjustment factor (BAF)', 'per container', random.int(150, 450));
      } else {
        add('Ocean freight LCL', 'per W/M', Math.max(volume, weight / 1000) * random.int(35, 80));
      }
      add('Terminal handling origin', 'per shipment', random.int(120, 260));
      add('Terminal handling destination', 'per shipment', random.int(150, 290));
      add('Documentation (B/L)', 'per shipment', 65);
      break;
    case 'AIR': {
      const chargeable = Math.max(weight, volume * 167);
      add('Air freight', 'per chargeable kg', chargeable * random.float(2.1, 4.8));
      add('Fuel surcharge', 'per chargeable kg', chargeable * 0.85);
      add('Security surcharge', 'per chargeable kg', chargeable * 0.15);
      add('Airport handling', 'per shipment', random.int(60, 140));
      break;
    }
    case 'MUL':
      add(`Rail freight ${p.container_type ?? ''}`.trim(), 'per container', random.int(2800, 6200));
      add('Terminal handling and gauge change', 'per container', random.int(250, 480));
      add('Documentation (CIM/SMGS)', 'per shipment', 85);
      break;
    case 'ROA':
      add(
        `Road freight ${p.shipment_type ?? ''} ${p.vehicle_type ?? ''}`.replace(/\s+/g, ' ').trim(),
        p.shipment_type === 'FTL' ? 'per truck' : 'per loading meter',
        p.shipment_type === 'FTL' ? random.int(650, 2400) : (p.loading_meters ?? 2) * random.int(90, 160),
      );
      add('Diesel surcharge', 'per shipment', random.int(40, 180));
      add('Road toll', 'per shipment', random.int(30, 160));
      break;
  }
  if (p.modality !== 'ROA' && p.origin_city) add('Pick-up', 'per shipment', random.int(120, 420));
  if (p.modality !== 'ROA' && p.destination_city) add('Delivery', 'per shipment', random.int(140, 460));
  if (p.customs_handling) add('Customs clearance', 'per declaration', random.int(65, 140));
  if (p.dangerous_goods) add(`Dangerous goods handling (class ${p.dangerous_goods_class})`, 'per shipment', random.int(90, 250));
  if (p.extra_goods_insurance && p.goods_value)
    add(`Cargo insurance (goods value ${p.goods_value})`, '0.3 % of value', Number.parseFloat(p.goods_value) * 0.003);
  return lines;
}
