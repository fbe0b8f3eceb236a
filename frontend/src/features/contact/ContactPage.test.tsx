import { screen } from '@testing-library/react';
import { fakeApi, heldReply, NETWORK_DOWN } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import ContactPage from './ContactPage';

async function fill(user: ReturnType<typeof renderPage>['user'], email = 'giulia@example.com') {
  await user.type(screen.getByLabelText('Nome *'), 'Giulia');
  await user.type(screen.getByLabelText('Email *'), email);
  await user.type(screen.getByLabelText('Messaggio *'), 'Complimenti per il sito!');
}

describe('contact page', () => {
  it('links to email, tools and FAQ and lists the response times', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('link', { name: /Email/ })).toHaveAttribute('href', 'mailto:info@orbita.it');
    expect(screen.getByRole('link', { name: /Strumenti/ })).toHaveAttribute('href', '/tools');
    expect(screen.getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
    expect(screen.getByText('24-48 ore')).toBeInTheDocument();
    expect(screen.getByText('Revisione settimanale')).toBeInTheDocument();
  });

  it('asks for the required fields, then for a valid email', async () => {
    const api = fakeApi({});
    const { user } = renderPage(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tutti i campi sono obbligatori');
    await fill(user, 'giulia.example.com');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Inserisci un indirizzo email valido');
    expect(api.calls).toHaveLength(0);
  });

  it('marks each wrong field with its own message and puts focus on the first one', async () => {
    const { user } = renderPage(<ContactPage />);
    const name = screen.getByLabelText('Nome *');
    const email = screen.getByLabelText('Email *');
    const message = screen.getByLabelText('Messaggio *');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'giulia.example.com');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Scrivi il tuo nome');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Inserisci un indirizzo email valido');
    expect(message).toHaveAccessibleDescription('Scrivi il tuo messaggio');
    expect(screen.getByLabelText('Oggetto (facoltativo)')).not.toHaveAttribute('aria-invalid');
    await user.type(name, 'Giulia');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to the thank-you screen once sent, and to the first field for another message', async () => {
    fakeApi({ 'POST /api/contact': { status: 201, body: { id: 'x', createdAt: '2025-01-15T10:00:00Z', message: 'ok' } } });
    const { user } = renderPage(<ContactPage />);
    await fill(user);
    await user.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Invia messaggio' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Messaggio Inviato!');
    expect(thanks).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Invia un altro messaggio' }));
    expect(screen.getByLabelText('Nome *')).toHaveFocus();
  });

  it("sends the message, shows 'Messaggio Inviato!' and lets the visitor write another", async () => {
    const held = heldReply();
    const api = fakeApi({ 'POST /api/contact': held.handler });
    const { user } = renderPage(<ContactPage />);
    await fill(user);
    await user.type(screen.getByLabelText('Oggetto (facoltativo)'), 'Grazie');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(screen.getByRole('button', { name: 'Invio in corso…' })).toBeDisabled();
    held.release({ status: 201, body: { id: 'x', createdAt: '2025-01-15T10:00:00Z', message: 'ok' } });
    expect(await screen.findByRole('heading', { name: 'Messaggio Inviato!' })).toBeInTheDocument();
    expect(api.calls[0]?.json).toEqual({
      name: 'Giulia',
      email: 'giulia@example.com',
      subject: 'Grazie',
      message: 'Complimenti per il sito!',
    });
    await user.click(screen.getByRole('button', { name: 'Invia un altro messaggio' }));
    expect(screen.getByLabelText('Nome *')).toHaveValue('');
  });

  it("shows the service's error, the fallback and the network message", async () => {
    fakeApi({ 'POST /api/contact': { status: 400, body: { error: "L'indirizzo email non è valido", code: 'X' } } });
    const { user } = renderPage(<ContactPage />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("L'indirizzo email non è valido");
    fakeApi({ 'POST /api/contact': { status: 500 } });
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText("Errore durante l'invio del messaggio")).toBeInTheDocument();
    fakeApi({ 'POST /api/contact': NETWORK_DOWN });
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    expect(await screen.findByText('Errore di connessione. Riprova.')).toBeInTheDocument();
  });
});
