/** The HTTP side of a validation call: a form-encoded POST answered with JSON (XHR, so tests can fake it). */
import { ValidationHttpError } from './errors.ts';

export interface ValidationReply {
  status: number;
  text: string;
}

/** Posts `body`; resolves with the answer text on 2xx, rejects with ValidationHttpError otherwise. */
export function postValidation(url: URL, body: URLSearchParams): Promise<ValidationReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url.href);
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve({ status: xhr.status, text: xhr.responseText });
      else reject(new ValidationHttpError(xhr.status));
    };
    xhr.onerror = () => reject(new ValidationHttpError(0));
    xhr.ontimeout = () => reject(new ValidationHttpError(0));
    xhr.send(body.toString());
  });
}
