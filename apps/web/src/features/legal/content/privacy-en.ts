import type { LegalDocumentContent } from '../legal-types';

export const privacyEn: LegalDocumentContent = {
  title: 'Privacy Policy',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Effective date',
  intro:
    'This Privacy Policy explains how Plotline collects, uses, shares and protects personal data when you use the Plotline web application and the Plotline mobile app for field data capture (together, the “Service”). Plotline is a breeding database for plant breeders: it helps you manage fields and nurseries, plots, phenotype observations, varieties, genome data, statistics, news and notifications. Please read this policy carefully. If you do not agree with it, please do not use the Service.',
  sections: [
    {
      heading: '1. Who we are and what this policy covers',
      paragraphs: [
        'The Service is operated by Plotline (“Plotline”, “we”, “us”, “our”). Plotline is the controller (operator) of the personal data described in this policy. You can contact us about any privacy matter at privacy@plotline.app.',
        'This policy applies to the Plotline web application, the Plotline mobile app for iOS and Android, and the messages we send in connection with them. It does not apply to third-party websites or services that may be linked from the Service; their own privacy policies apply to them.',
        'Many users work in the Service as members of an organisation, such as a breeding company, seed producer, research institute or university, that has a workspace in Plotline. Breeding data entered into an organisation’s workspace belongs to that organisation. Where we process personal data contained in workspace content on the organisation’s instructions, the organisation is responsible for its own use of that data, and we may forward requests concerning that content to it.',
        'If your personal data is processed under the laws of the Russian Federation, please also read our Personal Data Processing Policy, adopted under Federal Law No. 152-FZ “On Personal Data”. How accounts and data are deleted is described in detail in our Data Deletion Policy.',
      ],
    },
    {
      heading: '2. Personal data we collect',
      paragraphs: [
        'We collect only the data we need to provide the Service. We receive most of it directly from you when you create an account, enter data or contact us; technical data is generated automatically when your browser or device communicates with our servers. If you join an organisation’s workspace, an administrator of that organisation may provide your name, email address and role in order to invite you.',
        'We do not ask for special categories of personal data (for example, data about health or religious or political beliefs) or for biometric data, and the Service is not designed to process them. Please do not record such information in notes or photos, and avoid photographing people in the field. Depending on how you use the Service, we process the following categories of data:',
      ],
      items: [
        'Account data: your login, first and last name, email address, phone number and country; your password, which we store only in hashed form; your preferred interface language; and, if you belong to an organisation, your workspace and your role in it.',
        'Field and breeding data you enter: fields and nurseries, plots and their layout, phenotype measurements and observations, variety records, genome data files, notes and comments, together with information about who created or changed each record and when.',
        'Photos: images you take or upload in the Service, together with their capture date and time. Photos may contain embedded metadata (such as date, time and, depending on your device settings, location); we use the capture date to link each photo to the correct observation.',
        'Plot geolocation: the geographic coordinates of a plot or field, only if you choose to record them. The mobile app asks for access to your device’s location only when you use this function and does not track your location in the background.',
        'Technical data: device model, operating system and version, app version, browser type, IP address, time zone, date and time of requests, server and application logs, and error reports that we need to keep the Service stable and secure.',
        'Cookies and device storage: the strictly necessary cookies token, refreshToken and language described in section 3.',
        'Correspondence: the content of messages you send us, for example when you ask for support or exercise your rights.',
      ],
    },
    {
      heading: '3. Cookies and device storage',
      paragraphs: [
        'The web application uses only the cookies listed below. All of them are strictly necessary: without them you cannot sign in or use the Service in the language you have chosen. We do not use advertising cookies, analytics cookies or cookies that track you across other websites. You can delete or block cookies in your browser settings, but you will then be signed out and the Service will not work properly.',
        'The mobile app does not use browser cookies. It keeps equivalent sign-in tokens in the secure storage provided by your device’s operating system and may keep a local copy of the data you enter, so that you can keep working in the field without a network connection until the data is synchronised with our servers.',
        'The cookies used by the web application are:',
      ],
      items: [
        'token: an authentication token that confirms that you are signed in. It is valid for a short session period and is renewed automatically.',
        'refreshToken: a token used to renew your session securely without asking for your password again. It becomes invalid when you sign out or when it expires.',
        'language: remembers the interface language you have chosen. It contains no information that identifies you.',
      ],
    },
    {
      heading: '4. Why we use your data',
      paragraphs: [
        'We use personal data only for the purposes listed below and do not process it in ways incompatible with them. We do not sell personal data, do not use it for advertising or to build marketing profiles, and do not make decisions based solely on automated processing that produce legal or similarly significant effects for you.',
        'We use personal data:',
      ],
      items: [
        'to create and maintain your account, authenticate you and keep you signed in;',
        'to store, display, synchronise and back up the field and breeding data you enter on the web and in the mobile app, including offline capture and later synchronisation;',
        'to provide the functions you request, such as statistics, reports, genome data views and sharing data with members of your workspace in line with the permissions set by its administrators;',
        'to send service notifications and news about the Service within the application and, where you have enabled them, by push notification or email; you can change notification settings in your profile or on your device;',
        'to answer your questions and support requests and to handle requests to exercise your rights;',
        'to protect the Service, our users and ourselves: to detect and prevent unauthorised access, abuse and fraud, to investigate incidents and to keep security logs;',
        'to maintain and improve the reliability and performance of the Service, using technical data in aggregated form wherever possible;',
        'to comply with legal obligations and to establish, exercise or defend legal claims.',
      ],
    },
    {
      heading: '5. Legal bases for processing',
      paragraphs: [
        'The legal basis for each use of personal data depends on the law that applies to you. Where Russian law applies, the legal grounds are set out in our Personal Data Processing Policy adopted under Federal Law No. 152-FZ “On Personal Data”.',
        'Where the EU General Data Protection Regulation (GDPR), the UK GDPR or similar laws apply, we rely on the following legal bases:',
      ],
      items: [
        'performance of a contract (Article 6(1)(b) GDPR): to provide the Service under our terms of use, including your account, the storage and synchronisation of your data and the notifications necessary for the Service;',
        'legitimate interests (Article 6(1)(f) GDPR): to keep the Service secure, prevent abuse, keep logs, improve reliability, inform members of a workspace about activity relevant to their work and defend legal claims; we rely on this basis only where our interests are not overridden by your interests, rights and freedoms;',
        'compliance with a legal obligation (Article 6(1)(c) GDPR): for example, to respond to lawful requests from public authorities and to keep records required by law;',
        'consent (Article 6(1)(a) GDPR): for optional functions that require it, such as access to your device’s location or camera in the mobile app and push notifications. You can withdraw consent at any time in the app or in your device settings; withdrawal does not affect the lawfulness of processing carried out before it.',
      ],
    },
    {
      heading: '6. Who we share data with',
      paragraphs: [
        'We do not sell or rent personal data. We disclose it only to the recipients listed below, only to the extent necessary and, where the law requires it, on the basis of a written agreement:',
      ],
      items: [
        'members of your organisation’s workspace: your name and the records you create are visible to other members according to the roles and permissions set by the workspace administrators;',
        'service providers that process data on our behalf (processors), such as hosting and data-centre providers, backup and storage providers, email delivery services and, if you enable push notifications, the notification services of the mobile platforms (Apple and Google); they may process the data only on our instructions and must keep it confidential and secure;',
        'professional advisers, such as lawyers and auditors, who are bound by confidentiality obligations;',
        'public authorities, courts and law-enforcement bodies, where we are required to do so by law or where disclosure is necessary to protect the rights, property or safety of our users, the public or Plotline;',
        'a successor or acquirer in the event of a merger, acquisition or sale of all or part of our business, provided that it continues to protect personal data in line with this policy; we will inform you in advance of any such change;',
        'other recipients, if you ask us to share your data or give your consent.',
      ],
    },
    {
      heading: '7. Where your data is stored and international transfers',
      paragraphs: [
        'The Service is hosted on servers in professional data centres operated by our hosting providers. Personal data of citizens of the Russian Federation is recorded, systematised, accumulated, stored, updated and retrieved using databases located in the Russian Federation, as required by Article 18(5) of Federal Law No. 152-FZ.',
        'Because users and service providers may be located in different countries, personal data may be transferred to, and accessed from, countries other than the one in which you live. Where this happens, we protect the data with the safeguards required by the applicable law. For transfers out of the European Economic Area, the United Kingdom or Switzerland, we rely on adequacy decisions or on standard contractual clauses approved by the competent authorities, together with additional measures where necessary. Cross-border transfers from the Russian Federation are carried out in accordance with Article 12 of Federal Law No. 152-FZ, including prior notification of the Russian supervisory authority.',
        'You can ask us for more information about international transfers, and for a copy of the relevant safeguards, by writing to privacy@plotline.app.',
      ],
    },
    {
      heading: '8. How long we keep data',
      paragraphs: [
        'We keep personal data only as long as necessary for the purposes for which it was collected. After you delete your account, we remove your personal data from our active systems within 30 days. Residual copies, such as data in backups, security logs and records that we need to comply with the law or to defend legal claims, are kept no longer than 1 year after the account is deleted and are then irreversibly deleted or anonymised, unless a mandatory provision of law requires us to keep specific data for longer. Details are set out in our Data Deletion Policy.',
        'Within these limits, the following retention periods apply:',
      ],
      items: [
        'account data: for as long as your account exists;',
        'field and breeding data: for as long as it remains in your account or in your organisation’s workspace; data in an organisation’s workspace is kept for as long as the organisation uses the Service, in line with its agreement with us, and your personal data in it is anonymised when your account is deleted;',
        'technical data and security logs: for the limited period necessary for security and troubleshooting, and in any case no longer than 1 year;',
        'correspondence: for as long as needed to handle your request, and no longer than 1 year after the request has been resolved.',
      ],
    },
    {
      heading: '9. How we protect your data',
      paragraphs: [
        'We protect personal data with technical and organisational measures appropriate to the risks of the processing, to prevent unauthorised or accidental access, alteration, loss and disclosure. No method of transmission or storage is completely secure, but we regularly review and improve our measures. If a personal data breach occurs, we will notify the competent authorities and the affected users where and as required by law.',
        'You can help too: keep your password confidential, sign out on shared devices and tell us immediately at privacy@plotline.app if you suspect unauthorised access to your account.',
        'Our measures include:',
      ],
      items: [
        'encryption of data in transit between your browser or device and our servers (HTTPS/TLS);',
        'storage of passwords only in hashed form and the use of short-lived authentication tokens;',
        'role-based access control in workspaces, and access to production systems limited to authorised personnel who need it for their work and are bound by confidentiality;',
        'regular backups, monitoring and logging of access to our systems, and procedures for detecting and responding to security incidents;',
        'careful selection of service providers that offer sufficient guarantees of data protection.',
      ],
    },
    {
      heading: '10. Your rights',
      paragraphs: [
        'Subject to the conditions and exceptions of the law that applies to you, you have the right to:',
      ],
      items: [
        'access: obtain confirmation of whether we process your personal data, a copy of that data and information about how we process it;',
        'correction: have inaccurate or incomplete data corrected; you can update most of your account data yourself in your profile;',
        'deletion: have your account and personal data deleted, in the profile of the app or by email, as described in our Data Deletion Policy;',
        'portability: receive the personal data you have provided to us in a structured, commonly used and machine-readable format, and have it transmitted to another provider where technically feasible;',
        'objection and restriction: object to processing based on our legitimate interests and ask us to restrict processing in the cases provided by law;',
        'withdrawal of consent: withdraw any consent you have given, at any time and with effect for the future;',
        'complaint: lodge a complaint with a supervisory authority, in particular in the country where you live or work or where the alleged infringement took place; in the Russian Federation, this is the Federal Service for Supervision of Communications, Information Technology and Mass Media (Roskomnadzor).',
      ],
    },
    {
      heading: '11. How to exercise your rights',
      paragraphs: [
        'To exercise your rights, write to privacy@plotline.app from the email address linked to your account, or use the functions available in your profile. We may ask for additional information to verify your identity before we act on a request, so that your data is not disclosed to or deleted by someone else.',
        'We respond within one month of receiving your request, or within a shorter period where the applicable law requires it (for example, 10 working days for requests under Russian law). Where the law allows, we may extend this period if a request is complex, and we will tell you why. We do not charge a fee, unless a request is manifestly unfounded or excessive.',
        'Requests concerning personal data in an organisation’s workspace may also be addressed to that organisation. Where the organisation decides how that data is used, we will forward your request to it and help it respond.',
      ],
    },
    {
      heading: '12. Children',
      paragraphs: [
        'The Service is intended for professionals and students working in plant breeding and is not directed to children under 13. The minimum age to use the Service is 13. We do not knowingly collect personal data from children under 13.',
        'If you are under the age at which you can consent to the processing of your personal data under the law of your country (for example, 14 in Italy and Spain, or 16 in some other EU countries), you may use the Service only with the consent of your parent or legal guardian.',
        'If we learn that we have collected personal data from a child under 13, we will delete it and close the account without delay. If you believe that a child under 13 has provided us with personal data, please contact us at privacy@plotline.app.',
      ],
    },
    {
      heading: '13. Changes to this policy',
      paragraphs: [
        'We may update this policy when the Service, our practices or the law change. The current version is always available in the Service, and the effective date at the top of the page shows when it took effect.',
        'If we make material changes, we will inform you in advance by a notice in the Service or by email. Where the law requires your consent to a change, we will ask for it. Previous versions of this policy are available on request.',
      ],
    },
    {
      heading: '14. Contact us',
      paragraphs: [
        'If you have questions about this policy or about how we process your personal data, or if you want to exercise your rights, contact us at privacy@plotline.app. Please write from, or mention, the email address linked to your account so that we can find your data quickly.',
        'If you are not satisfied with our response, you may contact a supervisory authority as described in section 10.',
      ],
    },
  ],
};
