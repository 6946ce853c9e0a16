import { Button, Card, CardTitle, FormStack, Input, Select, TextArea, theme, toast } from '@wishlist/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { InfoPage } from '../../../components/layout/InfoPage.tsx';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { categoryLabels, isContactCategory, responseTimes } from '../contact-options.ts';
import { messageFailed, messageSent } from '../messages.ts';

type ContactErrors = Partial<Record<'name' | 'email' | 'message', string>>;

/** /contact (spec §2): the contact form and the Response Times block. */
export function ContactScreen() {
  const send = useSendContactMessage();
  const [errors, setErrors] = useState<ContactErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    const name = field('name');
    const email = field('email');
    const message = field('message');
    const missing: ContactErrors = {
      name: name ? undefined : 'Enter your name.',
      email: email ? undefined : 'Enter your email.',
      message: message ? undefined : 'Write your message.',
    };
    if (missing.name || missing.email || missing.message) {
      setErrors(missing);
      toast({
        title: 'Missing information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    const emailInput = form.elements.namedItem('email');
    if (emailInput instanceof HTMLInputElement && emailInput.validity.typeMismatch) {
      setErrors({ email: 'Enter a valid email address.' });
      return;
    }
    setErrors({});
    const category = field('category');
    const chosen = isContactCategory(category) ? category : 'general';
    send.mutate(
      { body: { name, email, subject: field('subject'), category: chosen, message } },
      {
        onSuccess: () => {
          toast(messageSent(chosen));
          form.reset();
        },
        onError: () => toast(messageFailed),
      },
    );
  };

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
          <Button type="submit" size="lg" block disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send Message'}
          </Button>
        </FormStack>
      </Card>
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
    </InfoPage>
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
