import { ChatText } from '@nidra/shared/contracts';
import { ADMIN } from './support/admin';
import { screenshot, shopUrl, useBrowser } from './support/browser';
import { registerMember, signIn } from './support/session';

describe('support chat in the browser', () => {
  const browser = useBrowser();

  it('lets a member and an administrator talk both ways, and shows the member come and go', async () => {
    const member = await registerMember({ firstName: 'Kavya' });

    const admin = await browser.visit();
    await signIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('heading', { name: 'Account Details' }).waitFor();
    await admin.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Support' }).click();
    await admin.getByRole('heading', { name: ChatText.adminTitle }).waitFor();
    await admin.getByText('Connected').waitFor();
    await admin.getByText(ChatText.selectUser).waitFor();

    const shopper = await browser.visit(360);
    await signIn(shopper, member.email, member.password);
    await shopper.getByRole('heading', { name: 'Account Details' }).waitFor();
    await shopper.goto(shopUrl('/dashboard/support'));
    await shopper.getByRole('heading', { name: ChatText.memberTitle }).waitFor();
    await shopper.getByText(ChatText.noMessages).waitFor();
    await shopper.getByText('Connected').waitFor();

    // The administrator sees the member come online.
    const kavya = admin.getByRole('button', { name: /Kavya/ });
    await kavya.getByText('online').waitFor();

    await shopper.getByRole('button', { name: 'Send' }).click();
    await shopper.getByRole('alert').getByText(ChatText.emptyMessage).waitFor();
    await shopper.getByRole('textbox', { name: 'Message' }).fill('Is the Ortho Rest firm enough for back pain?');
    await shopper.getByRole('button', { name: 'Send' }).click();
    // Shown at once, sent about a second later.
    const sent = shopper.getByRole('listitem').filter({ hasText: 'Is the Ortho Rest firm enough for back pain?' });
    await sent.waitFor();
    await sent.getByText('Sending…').waitFor({ state: 'detached' });

    await kavya.getByText('1 unread').waitFor();
    await kavya.click();
    await admin.getByRole('listitem').filter({ hasText: 'Is the Ortho Rest firm enough for back pain?' }).waitFor();
    await kavya.getByText('online').waitFor();
    await admin.getByRole('textbox', { name: 'Message' }).fill('Yes: it is our firmest, with orthopaedic support.');
    await admin.getByRole('button', { name: 'Send' }).click();
    await shopper.getByRole('listitem').filter({ hasText: 'Yes: it is our firmest, with orthopaedic support.' }).waitFor();
    await screenshot(shopper, 'support-member-360');
    await screenshot(admin, 'support-admin-1280');

    // A reload keeps the conversation.
    await shopper.reload();
    await shopper.getByRole('listitem').filter({ hasText: 'Yes: it is our firmest, with orthopaedic support.' }).waitFor();

    // The member leaves; the administrator sees it.
    await shopper.context().close();
    await kavya.getByText('offline').waitFor();
  });
});
