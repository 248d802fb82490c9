import type { Page, Route } from '@playwright/test';
import { BOOT_ANSWERS_ELEMENT_ID, bootAnswersJson } from '../../schemas/boot-answers.schema';
import { endpointOf } from './requests';
import { APP_PATH } from './routes';

const BLOCK = new RegExp(
  `(<script id="${BOOT_ANSWERS_ELEMENT_ID}" type="application/json">)([^<]*)(</script>)`,
);

type PageConfig = Record<string, unknown>;
type TemplateAnswer = { data: { customConfig?: string | null } };
type Answers = Parameters<typeof bootAnswersJson>[0];

/** Serves the login page with its HTML changed by `edit`; other requests to the app's path go on. */
async function editLoginPage(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route(
    (url) => url.pathname === APP_PATH,
    async (route: Route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      // The body is sent as text: the server's encoding and length no longer describe it.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
      );
      await route.fulfill({ response, headers, body: edit(await response.text()) });
    },
  );
}

/**
 * The login page as a back end sends it that puts no boot answers into it (schemas/boot-answers.schema.ts):
 * the page then makes the boot calls, so a test can count them or answer them otherwise.
 */
export const withoutBootAnswers = (page: Page): Promise<void> =>
  editLoginPage(page, (html) => html.replace(BLOCK, ''));

/**
 * Serves the tenant's page configuration (SPEC section 3) as `edit` makes it, both ways the page gets it:
 * the boot answers the server writes into the login page, and the login_page_template call.
 */
export async function withPageConfig(page: Page, edit: (config: PageConfig) => PageConfig): Promise<void> {
  const editAnswer = <A extends TemplateAnswer>(answer: A): A => ({
    ...answer,
    data: {
      ...answer.data,
      customConfig: JSON.stringify(edit(JSON.parse(answer.data.customConfig ?? '{}'))),
    },
  });
  await editLoginPage(page, (html) =>
    html.replace(BLOCK, (_, open: string, json: string, close: string) => {
      const answers = JSON.parse(json) as Answers;
      if (answers.loginPageTemplate) answers.loginPageTemplate = editAnswer(answers.loginPageTemplate);
      return `${open}${bootAnswersJson(answers)}${close}`;
    }),
  );
  await page.route(
    (url) => endpointOf(url.href) === 'loginPageTemplate',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: editAnswer((await response.json()) as TemplateAnswer) });
    },
  );
}
