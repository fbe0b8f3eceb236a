import { useId, useMemo, useState, type FormEvent } from 'react';
import { ACTIVITY_LEVELS, GENDERS, GOALS } from '@orbita/proto-types/enums';
import { Alert } from '../../components/ui/Alert';
import { DecimalField } from '../../components/ui/DecimalField';
import { Icon } from '../../components/ui/Icon';
import { SelectField } from '../../components/ui/SelectField';
import { useOnArrival } from '../../lib/url-state/use-on-arrival';
import { useUrlState } from '../../lib/url-state/use-url-state';
import { caloriesInPage } from './api/calculate-calories';
import {
  ACTIVITY_LABELS,
  CALORIE_URL,
  FIELD_UNITS,
  GENDER_LABELS,
  GOAL_LABELS,
  INITIAL_CALORIE_FORM,
  toCalorieRequest,
  type CalorieForm,
} from './calorie-calculator.service';
import { CalorieResult } from './CalorieResult';
import './calorie-calculator.css';

export default function CalorieCalculatorPage() {
  const id = useId();
  const { value: form, set: setForm, restoredKeys } = useUrlState(CALORIE_URL, INITIAL_CALORIE_FORM);
  // Asked for once, the answer then follows the form at each change, worked out in the page: a result never stays
  // beside figures it was not computed from.
  const [asked, setAsked] = useState(false);
  const calculation = useMemo(() => {
    if (!asked) return { data: null, error: null };
    const prepared = toCalorieRequest(form);
    if ('error' in prepared) return { data: null, error: prepared.error };
    const outcome = caloriesInPage(prepared.request);
    return 'answer' in outcome ? { data: outcome.answer, error: null } : { data: null, error: outcome.refusal.message };
  }, [asked, form]);
  const set = <K extends keyof CalorieForm>(key: K, value: CalorieForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const calculate = () => setAsked(true);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    calculate();
  };
  // A link with age, weight and height calculates at once.
  useOnArrival(restoredKeys.has('age') && restoredKeys.has('weight') && restoredKeys.has('height'), calculate);

  const numberField = (key: 'age' | 'weight' | 'height', label: string, placeholder: string) => (
    <DecimalField label={label} required placeholder={placeholder} units={FIELD_UNITS[key]} value={form[key]} onChange={(text) => set(key, text)} />
  );

  return (
    <>
      <div className="tool-layout">
        <form className="card" onSubmit={onSubmit} noValidate>
          <h2 className="card__title">I tuoi dati</h2>
          <div className="form-grid">
            {numberField('age', 'Età (anni) *', 'Es. 30')}
            <SelectField
              label="Sesso"
              value={form.gender}
              options={GENDERS}
              optionLabel={(gender) => GENDER_LABELS[gender]}
              onChange={(gender) => set('gender', gender)}
            />
            {numberField('weight', 'Peso (kg) *', 'Es. 70')}
            {numberField('height', 'Altezza (cm) *', 'Es. 175')}
          </div>
          <SelectField
            label="Livello di attività"
            value={form.activityLevel}
            options={ACTIVITY_LEVELS}
            optionLabel={(level) => ACTIVITY_LABELS[level]}
            detailUnder
            onChange={(level) => set('activityLevel', level)}
          />
          <SelectField label="Obiettivo" value={form.goal} options={GOALS} optionLabel={(goal) => GOAL_LABELS[goal]} onChange={(goal) => set('goal', goal)} />
          {calculation.error ? <Alert tone="error">{calculation.error}</Alert> : null}
          <button type="submit" className="btn btn--primary btn--block">
            <Icon name="flame" size={18} />
            Calcola fabbisogno
          </button>
          <p className="field__hint tool-section">* Campi obbligatori</p>
        </form>
        <section className="card" aria-labelledby={`${id}-result`} aria-live="polite">
          <h2 id={`${id}-result`} className="card__title">
            Il tuo fabbisogno
          </h2>
          {calculation.data ? (
            <CalorieResult result={calculation.data} />
          ) : (
            <p className="empty-result">Compila il modulo per conoscere le calorie giornaliere adatte a te.</p>
          )}
        </section>
      </div>
      <p className="muted tool-section">
        Le stime sono indicative e non sostituiscono il parere di un professionista della nutrizione. Un grammo di
        proteine o di carboidrati vale 4 kcal, un grammo di grassi 9 kcal.
      </p>
    </>
  );
}
