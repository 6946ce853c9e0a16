import { Button, Card, CardTitle, FormStack, Input, Select, TextArea, theme, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { categoryLabels, isContactCategory, responseTimes } from '../contact-options.ts';
import { messageFailed, messageSent } from '../messages.ts';

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
    name: values.name ? undefined : 'Enter your name.',
    email: values.email ? undefined : 'Enter your email.',
    message: values.message ? undefined : 'Write your message.',
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
        title: 'Missing information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    if (emailInvalid) {
      setErrors({ email: 'Enter a valid email address.' });
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
        onError: () => toast(messageFailed),
      },
    );
  };
  return { errors, submit, sending: send.isPending };
}

/** /contact (spec §2): the contact form and the Response Times block. */
export function ContactScreen() {
  const { errors, submit, sending } = useContactForm();

  return (
    <InfoPage
      title="Contact Us"
      intro="Questions, feedback or a safety concern? Send us a message and we'll get back to you."
    >
      <Card $padding="lg">
        <FormStack method="post" onSubmit={submit} noValidate aria-label="Contact form">
          <Input label="Name" name="name" autoComplete="name" required error={errors.name} />
          <Input label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
          <Select label="Category" name="category" defaultValue="general">
            {Object.entries(categoryLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
          <Input label="Subject" name="subject" maxLength={200} />
          <TextArea label="Message" name="message" maxLength={5000} required error={errors.message} />
          <Button type="submit" size="lg" block disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </FormStack>
      </Card>
      <ResponseTimes />
    </InfoPage>
  );
}

/** How soon each kind of message is answered. */
function ResponseTimes() {
  return (
    <Card $padding="lg" aria-labelledby="response-times">
      <CardTitle id="response-times">Response Times</CardTitle>
      <Times>
        {responseTimes.map((time) => (
          <div key={time.category}>
            <dt>{time.label}</dt>
            <dd>within {time.hours} hours</dd>
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
