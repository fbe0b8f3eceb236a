import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { splitParts } from '../../test/split-layout';
import { graduationGrade } from '.';
import GraduationGradePage from './GraduationGradePage';

const exams = () => screen.getByLabelText('Esami: voto e CFU, uno per riga');

describe('graduation-grade page', () => {
  it('computes the default exams on arrival, in the page, asking nothing of the server, the result right after the exams', () => {
    const api = fakeApi({});
    renderTool(graduationGrade, GraduationGradePage);
    const parts = splitParts();
    expect(parts.inputs).toContainElement(exams());
    expect(parts.result).toContainElement(screen.getByText('Voto di partenza'));
    expect(screen.getByText('Regole applicate, verificate il 26 novembre 2026')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('follows what is typed: 30L 6 and 27 9 average 28,20, 103,40 out of 110', async () => {
    const { user } = renderTool(graduationGrade, GraduationGradePage);
    await user.clear(exams());
    await user.type(exams(), '30L 6{Enter}27 9');
    expect(screen.getByText('103,40/110')).toBeInTheDocument();
    expect(screen.getByText('28,20/30')).toBeInTheDocument();
  });

  it('opens a link with its exams and rules', () => {
    renderTool(graduationGrade, GraduationGradePage, { route: '/tools/graduation-grade?esami=30L%206%0A27%209&lode=33&punti=2' });
    expect(screen.getByText('107,80/110')).toBeInTheDocument();
    expect(screen.getByText('109,80/110 (arrotondato 110/110)')).toBeInTheDocument();
  });

  it('says what is wrong without a result', async () => {
    const { user } = renderTool(graduationGrade, GraduationGradePage);
    await user.clear(exams());
    await user.type(exams(), '29L 6');
    expect(screen.getByRole('alert')).toHaveTextContent('La lode si può avere solo con 30');
  });
});
