import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router reads them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom does not scroll or make object URLs; pages call both.
window.scrollTo = () => undefined;
URL.createObjectURL = () => 'blob:anteprima';
URL.revokeObjectURL = () => undefined;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
