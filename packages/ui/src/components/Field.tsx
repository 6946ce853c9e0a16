import { useId, type ComponentProps, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../theme.ts';

interface FieldProps {
  label: string;
  /** Shown under the control and announced with it. */
  error?: string;
  hint?: ReactNode;
}

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: 12px 14px;
  border: 2px solid ${({ $invalid }) => ($invalid ? theme.color.danger : theme.color.fieldBorder)};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  font-size: 16px; /* 16px keeps iOS from zooming into the field */
  &:focus {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 1px;
    border-color: ${theme.color.primary};
  }
`;

const StyledInput = styled.input<{ $invalid: boolean }>`
  ${control}
`;
const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  min-height: 120px;
  resize: vertical;
`;
// The native arrow differs per browser; one drawn chevron (the ChevronDownIcon path) looks the same everywhere.
const chevron = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='${theme.color.text}' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='M6 9l6 6 6-6'/></svg>`,
)}")`;
const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${control}
  appearance: none;
  padding-inline-end: 44px;
  background: ${theme.color.surface} ${chevron} no-repeat right 14px center / 20px 20px;
  &:dir(rtl) {
    background-position: left 14px center;
  }
`;

function Field({ label, error, hint, id, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <Wrapper>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
}

function describedBy(id: string, { error, hint }: FieldProps) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

/** A labelled control: its id (given or made), the field around it and the attributes that tie them together. */
function useFieldControl({ label, error, hint, id }: FieldProps & { id?: string }) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return {
    field: { label, error, hint, id: fieldId },
    control: {
      id: fieldId,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy(fieldId, { label, error, hint }),
      $invalid: Boolean(error),
    },
  };
}

export type InputProps = ComponentProps<'input'> & FieldProps;

export function Input({ label, error, hint, id, ...props }: InputProps) {
  const { field, control } = useFieldControl({ label, error, hint, id });
  return (
    <Field {...field}>
      <StyledInput {...control} {...props} />
    </Field>
  );
}

export type TextAreaProps = ComponentProps<'textarea'> & FieldProps;

export function TextArea({ label, error, hint, id, ...props }: TextAreaProps) {
  const { field, control } = useFieldControl({ label, error, hint, id });
  return (
    <Field {...field}>
      <StyledTextArea {...control} {...props} />
    </Field>
  );
}

export type SelectProps = ComponentProps<'select'> & FieldProps;

export function Select({ label, error, hint, id, ...props }: SelectProps) {
  const { field, control } = useFieldControl({ label, error, hint, id });
  return (
    <Field {...field}>
      <StyledSelect {...control} {...props} />
    </Field>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Label = styled.label`
  font-size: ${theme.size.sm};
  font-weight: 600;
`;
const Hint = styled.p`
  font-size: ${theme.size.xs};
  color: ${theme.color.muted};
`;
const ErrorText = styled.p`
  font-size: ${theme.size.xs};
  font-weight: 600;
  color: ${theme.color.danger};
`;
