import { createFileRoute, Link } from '@tanstack/react-router';
import { AdminHeading } from '@/features/admin/admin-shell';

export const Route = createFileRoute('/_member/admin/help')({
  head: () => ({ meta: [{ title: 'Help | Admin | Lifelist' }] }),
  component: HelpPage,
});

const SYNTAX = [
  ['# Heading', 'A page heading; ## and ### for smaller ones'],
  ['- item', 'A bulleted list (1. item for a numbered one)'],
  ['A blank line', 'Starts a new paragraph'],
  ['**bold**, [text](/path)', 'Bold text and links to site paths or https addresses'],
  ['> quote then > -- name', 'A quote with its caption'],
  ['---', 'A divider'],
  ['![caption](https://...)', 'An image'],
  ['| a | b |', 'A table; a |---|---| line under the first row makes it the heading row'],
  ['```', 'A code block between two such lines'],
];

function HelpPage() {
  return (
    <>
      <AdminHeading title="Help" />
      <div className="flex max-w-3xl flex-col gap-8 leading-relaxed">
        <section aria-labelledby="help-pages">
          <h2 id="help-pages" className="mb-2 text-xl font-semibold">
            Static pages
          </h2>
          <p>
            Create a page from the dashboard with <strong>Create New</strong> on the Static Pages tab, or from any
            missing page’s <strong>Create This Page</strong> button. The URL slug is lower-cased and every character
            other than a-z, 0-9 and a hyphen becomes a hyphen; use hyphens between words and / between sections
            (help/faqs). A page is visible at its slug only while it is <strong>published</strong>; drafts and archived
            pages are hidden. The first time a page is published its publication date is recorded.
          </p>
        </section>
        <section aria-labelledby="help-syntax">
          <h2 id="help-syntax" className="mb-2 text-xl font-semibold">
            Writing content
          </h2>
          <table className="w-full text-sm">
            <thead className="text-left">
              <tr className="border-b">
                <th scope="col" className="p-2">
                  Type
                </th>
                <th scope="col" className="p-2">
                  To get
                </th>
              </tr>
            </thead>
            <tbody>
              {SYNTAX.map(([code, meaning]) => (
                <tr key={code} className="border-b">
                  <td className="p-2 font-mono">{code}</td>
                  <td className="p-2">{meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="help-activities">
          <h2 id="help-activities" className="mb-2 text-xl font-semibold">
            Activities
          </h2>
          <p>
            The activity editor saves every field at once and keeps a revision of each save; open{' '}
            <strong>Revisions</strong> to restore an earlier version (the restore is saved as a revision too). Unsaved
            changes are kept in this browser for an hour, so a closed tab does not lose your work.
          </p>
        </section>
        <section aria-labelledby="help-roles">
          <h2 id="help-roles" className="mb-2 text-xl font-semibold">
            Roles
          </h2>
          <p>
            Admins and super admins edit content; only super admins change roles, on the{' '}
            <Link to="/admin/users" className="text-primary underline">
              Users
            </Link>{' '}
            page. Moderators handle reports on the Moderation page and can read the search analytics.
          </p>
        </section>
      </div>
    </>
  );
}
