/**
 * Voice input and reading aloud: only where the browser has them (both are optional). The tutor
 * and the viva simulator both take answers by voice.
 */

/** The browser's speech recognition, where it has one (Chrome and Edge prefix it). */
export interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => RecognitionLike;

export function speechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export const canReadAloud = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

export function readAloud(text: string, onEnd: () => void) {
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text.replace(/\s?\[\d+\]/g, ''));
  utterance.lang = 'en-IN';
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  window.speechSynthesis.speak(utterance);
}

export const stopReading = () => window.speechSynthesis.cancel();
