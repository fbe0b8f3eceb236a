import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderTool } from '../../test/render';
import { downloadBlob } from '../../lib/download';
import { pdfTools } from '.';
import PdfToolsPage from './PdfToolsPage';
import { handlePdfRequest, type PdfRequest } from './pdf-requests';
import { makePdf, pageWidths } from './test-files';

// The worker's own code, run in the test's thread: jsdom has no Web Worker and pdf.js draws on no canvas here.
jest.mock('./run-pdf-task', () => ({ runPdfTask: (request: PdfRequest) => handlePdfRequest(request, () => undefined) }));
jest.mock('./pdf-thumbnails', () => ({ openForThumbnails: () => new Promise(() => undefined), drawThumbnail: () => Promise.resolve() }));
jest.mock('../../lib/download', () => ({ downloadBlob: jest.fn() }));

beforeAll(() => {
  // jsdom's File cannot give its bytes as the browser's does.
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
});

const pdfFile = async (name: string, pages: number, width: number) => new File([(await makePdf(pages, width)) as BlobPart], name, { type: 'application/pdf' });

async function choose(files: File[]) {
  fireEvent.change(screen.getByLabelText('Scegli i PDF'), { target: { files } });
}

describe('PDF tools page', () => {
  it('says files stay on the device and the limits before any is chosen', () => {
    renderTool(pdfTools, PdfToolsPage);
    expect(screen.getByText(/I tuoi file restano sul tuo dispositivo/)).toBeInTheDocument();
    expect(screen.getByText(/Fino a 20 PDF alla volta, ognuno fino a 200 MB e 400 MB in tutto/)).toBeInTheDocument();
  });

  it('merges two files after a page is moved from the keyboard, and announces the move', async () => {
    renderTool(pdfTools, PdfToolsPage);
    await choose([await pdfFile('a.pdf', 2, 100), await pdfFile('b.pdf', 1, 300)]);
    expect(await screen.findByText('b.pdf: 1 pagina')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sposta prima: b.pdf, pagina 1' }));
    expect(screen.getByText('b.pdf, pagina 1 spostata in posizione 2 di 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Scarica il PDF (3 pagine)' }));
    await waitFor(() => expect(downloadBlob).toHaveBeenCalled());
    const [blob, name] = jest.mocked(downloadBlob).mock.calls[0]!;
    expect(name).toBe('documenti-uniti-modificato.pdf');
    expect(await pageWidths(new Uint8Array(await blob.arrayBuffer()))).toEqual([100, 300, 101]);
  });

  it('keeps the pages typed, and says in Italian what is wrong with a range', async () => {
    renderTool(pdfTools, PdfToolsPage);
    await choose([await pdfFile('a.pdf', 5, 100)]);
    const field = await screen.findByLabelText(/Pagine \(ad esempio/);
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tieni solo queste' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Il documento ha 5 pagine: la pagina 9 non esiste');
    fireEvent.change(field, { target: { value: '2, 4-' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tieni solo queste' }));
    expect(screen.getByRole('button', { name: 'Scarica il PDF (3 pagine)' })).toBeInTheDocument();
  });

  it('names a file that is not a PDF', async () => {
    renderTool(pdfTools, PdfToolsPage);
    await choose([new File(['ciao'], 'nota.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('«nota.pdf» non è un PDF: scegli un file che finisce in .pdf')).toBeInTheDocument();
  });
});
