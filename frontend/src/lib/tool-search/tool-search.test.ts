import { createToolSearch, type SearchableTool } from './tool-search';

const TOOLS: SearchableTool[] = [
  { id: 'food', name: 'Analizzatore di cibo', description: 'Stima calorie da una foto.', category: 'Salute & Benessere', keywords: ['cibo', 'foto', 'dieta'] },
  { id: 'bmi', name: 'Calcolatore BMI', description: "Calcola l'indice di massa corporea da altezza e peso.", category: 'Salute & Benessere', keywords: ['massa corporea', 'peso', 'dieta'] },
  { id: 'calorie', name: 'Calcolatore calorie', description: 'Stima il fabbisogno calorico.', category: 'Salute & Benessere', keywords: ['calorie', 'dieta', 'peso'] },
  { id: 'pomodoro', name: 'Timer Pomodoro', description: 'Lavora a blocchi di 25 minuti.', category: 'Produttività', keywords: ['timer', 'concentrazione'] },
  { id: 'currency', name: 'Convertitore di valute', description: 'Converti importi tra 20 valute.', category: 'Vita Quotidiana', keywords: ['valuta', 'euro', 'dollaro'] },
  { id: 'palette', name: 'Generatore di palette', description: 'Crea palette armoniose.', category: 'Design & Creatività', keywords: ['colori', 'tavolozza'] },
  { id: 'number', name: 'Convertitore di basi', description: 'Converti numeri tra binario ed esadecimale.', category: 'Matematica & Informatica', keywords: ['esadecimale', 'binario'] },
];

const search = createToolSearch(TOOLS);
const ids = (query: string) => search.find(query).map((tool) => tool.id);

describe('tool search', () => {
  it('finds a tool by its name, best match first', () => {
    expect(ids('bmi')[0]).toBe('bmi');
    expect(ids('pomodoro')[0]).toBe('pomodoro');
  });

  it('finds a tool by a synonym people type', () => {
    expect(ids('massa corporea')[0]).toBe('bmi');
    expect(ids('valuta')[0]).toBe('currency');
    expect(ids('euro')[0]).toBe('currency');
    expect(ids('colori')[0]).toBe('palette');
    expect(ids('esadecimale')[0]).toBe('number');
    expect(ids('timer')[0]).toBe('pomodoro');
    expect(ids('dieta')).toEqual(expect.arrayContaining(['bmi', 'calorie', 'food']));
  });

  it('tolerates typos and ignores accents and case', () => {
    expect(ids('clacolatore').slice(0, 2).sort()).toEqual(['bmi', 'calorie']);
    expect(ids('esadecimle')[0]).toBe('number');
    expect(ids('PRODUTTIVITA')[0]).toBe('pomodoro');
    expect(ids('creativita')[0]).toBe('palette');
  });

  it('finds nothing for words unrelated to any tool, and every tool for a blank query', () => {
    expect(ids('zzzxq')).toEqual([]);
    expect(ids('   ')).toEqual(TOOLS.map((tool) => tool.id));
  });
});
