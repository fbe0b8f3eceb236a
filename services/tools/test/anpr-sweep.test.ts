import { readArchive, type ArchiveRow } from '../data/anpr-archive.mjs';
import { Municipalities, searchKey } from '../src/tax-code/municipalities.js';
import { resolvePlace } from '../src/tax-code/resolve-place.js';

/*
 * Every row of ANPR's archive of comuni as shipped in data/ (ANPR_archivio_comuni.csv and the rows ANPR published after
 * it), on its first day, its middle day and its last day (today for a row in force). The name and province of the row
 * give the row's Belfiore code, and so does the name alone; where the archive itself has another comune of that name
 * (in that province) on that day, the answer is a question that lists the row's code among the comuni.
 */
const municipalities = Municipalities.load();
const rows = readArchive();
const TODAY = '2026-11-25';

const inForce = (row: ArchiveRow, day: string) => row.from <= day && (!row.to || day <= row.to);
const todayProvince = new Map(rows.filter((row) => !row.to).map((row) => [row.code, row.province]));
/** Every name of the archive (Italian and, where there is one, in the other official language) and its rows. */
const byName = new Map<string, ArchiveRow[]>();
for (const row of rows) {
  for (const name of [row.name, row.otherName].filter(Boolean)) byName.set(searchKey(name), [...(byName.get(searchKey(name)) ?? []), row]);
}

/**
 * Whether the archive has, on that day, a comune of another code with the row's name (in that province, if given);
 * without a province, a foreign state of that name (Palau, Sant'Elena) shares it too.
 */
function sharedName(row: ArchiveRow, day: string, province?: string): boolean {
  const comune = (byName.get(searchKey(row.name)) ?? []).some(
    (other) => other.code !== row.code && inForce(other, day) && (!province || other.province === province || todayProvince.get(other.code) === province),
  );
  return comune || (!province && municipalities.byName(row.name).whole.some((entry) => entry.place.foreign));
}

function daysOf(from: string, to: string): string[] {
  const last = !to || to > TODAY ? TODAY : to;
  const middle = new Date((Date.parse(from) + Date.parse(last)) / 2).toISOString().slice(0, 10);
  return [...new Set([from, middle, last])];
}

function answer(place: string, day: string): string {
  try {
    return resolvePlace(municipalities, place, day).code;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The code, or (where the archive has two comuni of the name that day) the question listing it. */
function expected(row: ArchiveRow, shared: boolean): (found: string) => boolean {
  return shared ? (found) => found.includes('ci sono più comuni di nome') && found.includes(`, ${row.code})`) : (found) => found === row.code;
}

describe("ANPR's archive of comuni, every row on each of its days", () => {
  const checked = rows.flatMap((row) => daysOf(row.from, row.to).map((day) => ({ row, day })));

  it('covers the whole archive', () => {
    expect(rows.length).toBe(19_331);
    expect(checked.length).toBeGreaterThan(50_000);
  });

  it("gives each row's code to its name and province", () => {
    const wrong = checked
      .map(({ row, day }) => ({ row, day, found: answer(`${row.name} (${row.province})`, day) }))
      .filter(({ row, day, found }) => !expected(row, sharedName(row, day, row.province))(found));
    expect(wrong.map(({ row, day, found }) => `${row.name} (${row.province}) ${day}: ${found}, ANPR ${row.code}`)).toEqual([]);
  });

  it("gives each row's code to its name alone, or asks which comune, listing it", () => {
    const wrong = checked
      .map(({ row, day }) => ({ row, day, found: answer(row.name, day) }))
      .filter(({ row, day, found }) => !expected(row, sharedName(row, day))(found));
    expect(wrong.map(({ row, day, found }) => `${row.name} ${day}: ${found}, ANPR ${row.code}`)).toEqual([]);
  });
});
