/**
 * Provinces by ISTAT code, 001–095: the provinces of 1976, whose codes the offices of the partita IVA took (see
 * VAT_OFFICE_CODES). Names as the provinces are called today; Bolzano and Trento are autonomous provinces.
 */
const PROVINCES = [
  'Torino', 'Vercelli', 'Novara', 'Cuneo', 'Asti', 'Alessandria', 'Aosta', 'Imperia', 'Savona', 'Genova',
  'La Spezia', 'Varese', 'Como', 'Sondrio', 'Milano', 'Bergamo', 'Brescia', 'Pavia', 'Cremona', 'Mantova',
  'Bolzano', 'Trento', 'Verona', 'Vicenza', 'Belluno', 'Treviso', 'Venezia', 'Padova', 'Rovigo', 'Udine',
  'Gorizia', 'Trieste', 'Piacenza', 'Parma', "Reggio nell'Emilia", 'Modena', 'Bologna', 'Ferrara', 'Ravenna', 'Forlì',
  'Pesaro e Urbino', 'Ancona', 'Macerata', 'Ascoli Piceno', 'Massa-Carrara', 'Lucca', 'Pistoia', 'Firenze', 'Livorno', 'Pisa',
  'Arezzo', 'Siena', 'Grosseto', 'Perugia', 'Terni', 'Viterbo', 'Rieti', 'Roma', 'Latina', 'Frosinone',
  'Caserta', 'Benevento', 'Napoli', 'Avellino', 'Salerno', "L'Aquila", 'Teramo', 'Pescara', 'Chieti', 'Campobasso',
  'Foggia', 'Bari', 'Taranto', 'Brindisi', 'Lecce', 'Potenza', 'Matera', 'Cosenza', 'Catanzaro', 'Reggio Calabria',
  'Trapani', 'Palermo', 'Messina', 'Agrigento', 'Caltanissetta', 'Enna', 'Catania', 'Ragusa', 'Siracusa', 'Sassari',
  'Nuoro', 'Cagliari', 'Pordenone', 'Isernia', 'Oristano',
] as const;

/** The province of an office code, or undefined when the code is not one of 001–095. */
export function officeProvince(code: string): string | undefined {
  const number = Number(code);
  return /^\d{3}$/.test(code) && number >= 1 ? PROVINCES[number - 1] : undefined;
}

export const PROVINCE_COUNT = PROVINCES.length;

/** Office codes of a partita IVA in the Agenzia's formal check (Sogei): 001–100, 120, 121, 888, 999. */
export function isVatOfficeCode(code: string): boolean {
  const number = Number(code);
  return (number >= 1 && number <= 100) || [120, 121, 888, 999].includes(number);
}

/** Office codes the Agenzia's check gives only to provisional codici fiscali: 000, 151–245, 301–766, 900–950. */
export function isProvisionalCodeOffice(code: string): boolean {
  const number = Number(code);
  return number === 0 || (number >= 151 && number <= 245) || (number >= 301 && number <= 766) || (number >= 900 && number <= 950);
}
