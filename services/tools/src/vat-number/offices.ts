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
