import { useMemo } from 'react';
import { useFormat, type Formatters, type useT } from '@portal/kit';
import { ruleMessage, useReferenceT, useReferenceWord } from '../../messages';

export interface UploadWords {
  /** A file size as the language writes it: bytes under 1 KB, then kB, then MB. */
  size(bytes: number): string;
  /** A rule's or the API's English message in the active language. */
  message(text: string): string;
}

/**
 * The words of a language: its reference messages, their English-to-Dutch words, its formatters.
 * The shared upload rules check in English; their words are the rules' messages (shared with the
 * API), so the form and the API's answer say the same.
 */
export function uploadWordsFor(t: ReturnType<typeof useT>, word: (text: string) => string, format: Formatters): UploadWords {
  const size = (bytes: number) =>
    bytes < 1024
      ? t('upload.bytes', { count: bytes, size: format.number(bytes) })
      : bytes < 1024 * 1024
        ? format.unit(bytes / 1024, 'kilobyte')
        : format.unit(bytes / (1024 * 1024), 'megabyte');
  const message = (text: string) => {
    const ruled = ruleMessage(text);
    return ruled === text ? word(text) : ruled;
  };
  return { size, message };
}

/** The same in the active language, for the upload form. */
export function useUploadWords(): UploadWords {
  const t = useReferenceT();
  const word = useReferenceWord();
  const format = useFormat();
  return useMemo(() => uploadWordsFor(t, word, format), [t, word, format]);
}
