import type { LegalDocumentContent } from '../legal-types';

export const deletePolicyEn: LegalDocumentContent = {
  title: 'Account and Data Deletion Policy',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Effective date',
  intro:
    'This policy explains how you can ask Plotline to delete your account and personal data in the Plotline web application and the Plotline mobile app (together, the “Service”), what we delete and when, which data remains in your organisation’s workspace, and how we confirm that deletion is complete. It supplements our Privacy Policy.',
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        'This policy applies to every user account of the Service, whether it was created in the web application or in the mobile app, and to the personal data associated with it. It also describes what happens when an organisation asks us to delete its entire workspace.',
        'Plotline is the operator (controller) responsible for carrying out deletion. Questions about this policy can be sent to privacy@plotline.app.',
      ],
    },
    {
      heading: '2. How to request deletion',
      paragraphs: [
        'You can ask us to delete your account and personal data at any time and free of charge, in any of the following ways:',
      ],
      items: [
        'in the web application: open your profile, choose the account deletion option and confirm your choice;',
        'in the mobile app: open the profile screen, choose the account deletion option and confirm your choice;',
        'by email: write to privacy@plotline.app from the email address linked to your account, with the subject “Account deletion request”, and state your login. You can use this method even if the mobile app is no longer installed on your device or you cannot sign in.',
      ],
    },
    {
      heading: '3. Verifying your request',
      paragraphs: [
        'To protect you against deletion requested by someone else, we make sure that the request comes from the account holder. In the app, you confirm the request while signed in and may be asked to re-enter your password. For requests sent by email, we may send a confirmation message to the email address linked to the account or ask for information that only the account holder would know.',
        'We confirm receipt of a request sent by email promptly, and in any case within 10 working days. The periods described below start on the day your request is confirmed.',
        'If you are the only administrator of an organisation’s workspace, we may ask you to hand over administration to another member, or to let us know what the organisation wants to happen to its workspace, before your account is deleted, so that the organisation does not lose access to its data.',
      ],
    },
    {
      heading: '4. What happens immediately',
      paragraphs: [
        'As soon as the request is confirmed, we deactivate your account: you can no longer sign in, all active sessions end, the token and refreshToken cookies and the mobile sign-in tokens linked to your account stop working, notifications stop, and your profile is no longer shown to other users.',
        'Deletion is irreversible. If you want a copy of your personal data, ask for it before you request deletion or in the same message; we will send it to you before the data is deleted.',
      ],
    },
    {
      heading: '5. What we delete',
      paragraphs: [
        'Within 30 days after your request is confirmed, we delete from our active systems:',
      ],
      items: [
        'your account data: login, name, email address, phone number, country, password hash, language and notification settings;',
        'your sessions, authentication tokens and the registrations of your devices for push notifications;',
        'breeding data that is associated only with your account and does not belong to any organisation’s workspace, including fields, plots, phenotype measurements, photos and plot geolocation;',
        'your support correspondence and the technical data and logs that identify you, except where they are needed for one of the reasons described in section 10.',
      ],
    },
    {
      heading: '6. Breeding data that stays with your organisation',
      paragraphs: [
        'Data entered into an organisation’s workspace, such as fields and nurseries, plots, phenotype measurements, photos, varieties, genome data, statistics and news, belongs to that organisation and forms part of its breeding records. Deleting your personal account therefore does not delete this data: it remains in the workspace under the organisation’s control, including the records you created.',
        'When your account is deleted, we remove your personal data from this content: your name and contact details are deleted, and records you created or changed are attributed to an anonymised label such as “Deleted user” instead of to you. Photos and plot geolocation in the workspace remain part of the organisation’s data because they describe its plots and plants, not you.',
        'If workspace content contains other personal data about you, for example your name typed into a note, you can ask the organisation or us to remove it. We will forward such a request to the organisation, which decides on its data as its owner, and we will help it respond.',
      ],
    },
    {
      heading: '7. Deleting individual data without deleting your account',
      paragraphs: [
        'You can delete individual records, photos, plot coordinates and other data you have entered at any time using the editing functions of the Service, within the permissions given to you by your workspace administrators. In an organisation’s workspace, some data may be protected from deletion by the organisation’s rules because it is part of its breeding records.',
        'Deleted records are removed from active systems and are then subject to the rules on backups and the retention limit in sections 9 and 10.',
      ],
    },
    {
      heading: '8. Deleting an organisation’s workspace',
      paragraphs: [
        'An authorised administrator of an organisation may ask us to delete the organisation’s entire workspace by writing to privacy@plotline.app. Because this deletes data shared by many users, we first confirm the request with the organisation and check that the person making it is entitled to do so.',
        'Unless the agreement with the organisation provides otherwise, we delete the workspace data from our active systems within 30 days of confirmation, and the rules on backups and the retention limit below apply. The accounts of workspace members are not deleted automatically; each member can delete their own account under this policy.',
      ],
    },
    {
      heading: '9. Backups',
      paragraphs: [
        'To protect data against loss, we make regular backups, which are stored securely and accessible only to authorised personnel. Backups cannot be edited record by record, so data deleted from active systems may remain in backups until those backups are overwritten in the normal backup rotation.',
        'While deleted data remains in a backup, it is not used for any purpose and is not restored to active systems. If we ever have to restore a backup, for example after a technical failure, we re-apply all deletions made since that backup was created before the restored system is used again.',
      ],
    },
    {
      heading: '10. Retention limit: no longer than 1 year',
      paragraphs: [
        'We keep personal data no longer than 1 year after your account is deleted. When this period expires, all remaining personal data is irreversibly deleted or anonymised, so that it can no longer be linked to you. Anonymised data, such as aggregated statistics on the use of the Service, is no longer personal data.',
        'The only exception is a mandatory legal requirement to keep specific data for longer. In that case we keep only that data, only for the period required, with restricted access, and we tell you about it in our confirmation.',
        'Until the 1-year period expires, residual personal data may remain only:',
      ],
      items: [
        'in backups, until they are overwritten in the backup rotation;',
        'in security logs needed to investigate incidents and to protect the Service and its users against abuse;',
        'in records we need to comply with legal obligations or to establish, exercise or defend legal claims, such as evidence of your deletion request and of our response.',
      ],
    },
    {
      heading: '11. Confirmation of deletion',
      paragraphs: [
        'When you delete your account in the app, the personal data of your account is anonymised at once and the app confirms this on screen; your email address is erased too, so no separate email is sent. If you made the request by email, we reply to your message once your personal data has been deleted from our active systems. The reply states the date of deletion, which data remains in your organisation’s workspace in anonymised form, and the date by which residual copies will be deleted or anonymised, which is no later than 1 year after your account was deleted.',
        'If we cannot fulfil the request in whole or in part, for example because we cannot verify your identity or because the law requires us to keep certain data, we explain the reasons in our reply and tell you how you can challenge our decision.',
      ],
    },
    {
      heading: '12. The mobile app and data on your device',
      paragraphs: [
        'Uninstalling the mobile app or signing out does not delete your account or the data stored on our servers. To delete them, make a request as described in section 2.',
        'The mobile app may keep a local copy of data on your device for offline work. This copy is removed when you uninstall the app. Data that has not yet been synchronised with our servers will then be lost, so synchronise your data before you delete the app or your account.',
      ],
    },
    {
      heading: '13. Questions, complaints and changes',
      paragraphs: [
        'If you have questions about deletion or believe that your request has not been handled correctly, contact us at privacy@plotline.app. You also have the right to lodge a complaint with a supervisory authority; in the Russian Federation, this is Roskomnadzor.',
        'We may update this policy. The current version is always available in the Service, and the effective date at the top of the page shows when it took effect. We will inform you in advance of material changes.',
      ],
    },
  ],
};
