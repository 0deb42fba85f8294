import type { FieldErrors } from '@portal/contracts/wire';

/** Any failed API call. `status` 0 means the network failed before an answer came. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldErrors = {},
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isValidation(): boolean {
    return this.status === 422 || (this.status === 400 && Object.keys(this.errors).length > 0);
  }

  /** The first message of each field, as the spec shows them. */
  firstFieldMessages(): string[] {
    return Object.values(this.errors)
      .map((messages) => messages[0])
      .filter((m): m is string => Boolean(m));
  }

  /** `{ field: firstMessage }`, the shape formik's setErrors wants. */
  fieldErrorMap(): Record<string, string> {
    const map: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors)) if (messages[0]) map[field] = messages[0];
    return map;
  }
}
