// The catalogue guard of eslint.config.js (docs/architecture.md, "Languages"): in a converted folder, text a person
// reads written into a component fails the lint; text from the catalogue, and what no person reads, passes.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: `${import.meta.dirname}/../..` });

async function catalogueErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'formatjs/no-literal-string-in-jsx' || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId ?? ''}: ${m.message}`);
}

const converted = 'mf-billing/src/components/Example.tsx';

describe('the catalogue guard', () => {
  it('refuses text written into a converted component, as children or as a prop that is read', async () => {
    const children = await catalogueErrors(converted, 'export const Example = () => <p>Choose Your Plan</p>;');
    expect(children).toEqual([expect.stringMatching(/no-literal-string-in-jsx/)]);
    const prop = await catalogueErrors(
      converted,
      'import { LoadingState } from \'@wishlist/ui\';\nexport const Example = () => <LoadingState text="Loading plans..." />;',
    );
    expect(prop).toEqual([expect.stringMatching(/no-literal-string-in-jsx/)]);
  });

  it("refuses text in a component of the shared data or of Discover's lib", async () => {
    for (const folder of ['packages/shared-data/src', 'mf-discover/src/lib']) {
      const errors = await catalogueErrors(`${folder}/Example.tsx`, 'export const Example = () => <p>3 km away</p>;');
      expect(errors).toEqual([expect.stringMatching(/no-literal-string-in-jsx/)]);
    }
  });

  it("takes text from the app's catalogue, and styling props as they are", async () => {
    const errors = await catalogueErrors(
      converted,
      [
        "import { Text } from '@wishlist/ui';",
        "import { FormattedMessage } from '../i18n.ts';",
        'export const Example = () => (',
        '  <Text $tone="muted" data-testid="intro"><FormattedMessage id="pricing.intro" /></Text>',
        ');',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it("refuses react-intl's untyped hooks in a converted folder", async () => {
    const errors = await catalogueErrors(
      converted,
      "import { useIntl } from 'react-intl';\nexport const used = useIntl;",
    );
    expect(errors).toEqual([expect.stringMatching(/no-restricted-imports: .*src\/i18n\.ts/)]);
  });

  it('lets stories write their own text', async () => {
    const errors = await catalogueErrors(
      'mf-billing/src/components/Example.stories.tsx',
      'export const Example = () => <p>A story</p>;',
    );
    expect(errors).toEqual([]);
  });
});
