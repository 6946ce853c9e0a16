import { Button, Card, CardTitle, FormStack, Input, Select, TextArea, theme, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { contactCategories, isContactCategory, responseTimes } from '../contact-options.ts';
import { messageFailed, messageSent } from '../messages.ts';
import { FormattedMessage, formatMessage, type ShellMessageId, useIntl } from '../../../i18n.ts';

type ContactErrors = Partial<Record<'name' | 'email' | 'message', string>>;

/** What the form holds, trimmed, and what is missing or wrong in it (nothing when every error is undefined). */
function readContactForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const field = (name: string) => String(data.get(name) ?? '').trim();
  const category = field('category');
  const values = {
    name: field('name'),
    email: field('email'),
    subject: field('subject'),
    category: isContactCategory(category) ? category : ('general' as const),
    message: field('message'),
  };
  const missing: ContactErrors = {
    name: values.name ? undefined : formatMessage('contact.field.name'),
    email: values.email ? undefined : formatMessage('contact.field.email'),
    message: values.message ? undefined : formatMessage('contact.field.message'),
  };
  const emailInput = form.elements.namedItem('email');
  const emailInvalid = emailInput instanceof HTMLInputElement && emailInput.validity.typeMismatch;
  return { values, missing: missing.name || missing.email || missing.message ? missing : null, emailInvalid };
}

/** Checks the form (a toast when something is missing), sends it, and empties it once sent. */
function useContactForm() {
  const send = useSendContactMessage();
  const [errors, setErrors] = useState<ContactErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const form = event.currentTarget;
    const { values, missing, emailInvalid } = readContactForm(form);
    if (missing) {
      setErrors(missing);
      toast({
        title: formatMessage('contact.toast.missing.title'),
        description: formatMessage('contact.toast.missing.description'),
        variant: 'destructive',
      });
      return;
    }
    if (emailInvalid) {
      setErrors({ email: formatMessage('contact.field.invalidEmail') });
      return;
    }
    setErrors({});
    send.mutate(
      { body: values },
      {
        onSuccess: () => {
          toast(messageSent(values.category));
          form.reset();
        },
        onError: () => toast(messageFailed()),
      },
    );
  };
  return { errors, submit, sending: send.isPending };
}

/** /contact (spec §2): the contact form and the Response Times block. */
export function ContactScreen() {
  const { errors, submit, sending } = useContactForm();
  const intl = useIntl();
  const text = (id: ShellMessageId) => intl.formatMessage({ id });

  return (
    <InfoPage title={text('contact.title')} intro={text('contact.intro')}>
      <Card $padding="lg">
        <FormStack method="post" onSubmit={submit} noValidate aria-label={text('contact.form')}>
          <Input label={text('contact.name')} name="name" autoComplete="name" required error={errors.name} />
          <Input
            label={text('contact.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <Select label={text('contact.category')} name="category" defaultValue="general">
            {contactCategories.map((category) => (
              <option key={category} value={category}>
                {text(`contact.category.${category}`)}
              </option>
            ))}
          </Select>
          <Input label={text('contact.subject')} name="subject" maxLength={200} />
          <TextArea label={text('contact.message')} name="message" maxLength={5000} required error={errors.message} />
          <Button type="submit" size="lg" block disabled={sending}>
            <FormattedMessage id={sending ? 'contact.sending' : 'contact.send'} />
          </Button>
        </FormStack>
      </Card>
      <ResponseTimes />
    </InfoPage>
  );
}

/** How soon each kind of message is answered. */
function ResponseTimes() {
  const intl = useIntl();
  return (
    <Card $padding="lg" aria-labelledby="response-times">
      <CardTitle id="response-times">
        <FormattedMessage id="contact.times.title" />
      </CardTitle>
      <Times>
        {responseTimes.map((time) => (
          <div key={time.category}>
            <dt>{intl.formatMessage({ id: `contact.times.${time.category}` })}</dt>
            <dd>{intl.formatMessage({ id: 'contact.times.within' }, { hours: time.hours })}</dd>
          </div>
        ))}
      </Times>
    </Card>
  );
}

const Times = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space.md};
    padding: 10px 0;
    border-bottom: 1px solid ${theme.color.border};
  }
  div:last-child {
    border-bottom: 0;
  }
  dt {
    font-size: ${theme.size.sm};
  }
  dd {
    margin: 0;
    color: ${theme.color.primaryStrong};
    font-size: ${theme.size.sm};
    font-weight: 700;
  }
`;
