import type { LegalDocumentContent } from '../legal-types';

export const personalDataEn: LegalDocumentContent = {
  title: 'Personal Data Processing Policy',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Effective date',
  intro:
    'This Personal Data Processing Policy (the “Policy”) sets out the purposes, legal grounds, procedure and conditions for processing the personal data of users of the Plotline web application and mobile app, and the measures taken to ensure the security of personal data. The Policy has been drawn up in accordance with Federal Law of the Russian Federation No. 152-FZ of 27 July 2006 “On Personal Data” (the “Personal Data Law”) and is a publicly available document. This is an English translation provided for convenience; the Russian-language text of the Policy is authoritative and prevails in the event of any discrepancy.',
  sections: [
    {
      heading: '1. General provisions',
      paragraphs: [
        'The personal data operator is Plotline (the “Operator”). The Operator independently organises and carries out the processing of personal data and determines the purposes of processing, the personal data to be processed and the actions (operations) performed with personal data. Email address for enquiries about the processing of personal data: privacy@plotline.app.',
        'The Policy applies to all personal data that the Operator processes when providing access to Plotline, a database for plant breeders consisting of a web application and a mobile app for field data capture (together, the “Service”), and when dealing with persons who contact the Operator.',
        'In accordance with Article 18.1(2) of the Personal Data Law, the Policy is published in the Service and unrestricted access to it is ensured. The Operator appoints a person responsible for organising the processing of personal data; enquiries to that person should be sent to privacy@plotline.app.',
        'Matters not covered by the Policy are governed by the personal data legislation of the Russian Federation.',
      ],
    },
    {
      heading: '2. Terms and definitions',
      paragraphs: [
        'The Policy uses the following terms: Service means the Plotline web application and mobile app used to maintain a breeding database (fields and nurseries, plots, phenotype data, varieties, genome data, statistics, news and notifications); User means an individual who has registered an account in the Service or uses it; workspace means a part of the Service belonging to an organisation (a breeding company, research or educational institution, etc.) in which its employees and other authorised persons maintain breeding data together.',
        'Other terms have the meaning given to them in Article 3 of the Personal Data Law:',
      ],
      items: [
        'personal data: any information relating to a directly or indirectly identified or identifiable individual (the data subject);',
        'operator: a state body, municipal body, legal entity or individual that, alone or jointly with others, organises and/or carries out the processing of personal data and determines the purposes of processing, the personal data to be processed and the actions (operations) performed with personal data;',
        'processing of personal data: any action (operation) or set of actions (operations) performed with personal data, with or without the use of automation tools, including collection, recording, systematisation, accumulation, storage, clarification (updating, modification), retrieval, use, transfer (dissemination, provision, access), depersonalisation, blocking, deletion and destruction of personal data;',
        'automated processing of personal data: processing of personal data by means of computer technology;',
        'dissemination of personal data: actions aimed at disclosing personal data to an indefinite range of persons;',
        'provision of personal data: actions aimed at disclosing personal data to a certain person or a certain range of persons;',
        'blocking of personal data: temporary suspension of the processing of personal data (except where processing is necessary to clarify the personal data);',
        'destruction of personal data: actions as a result of which it becomes impossible to restore the content of personal data in a personal data information system and/or as a result of which the physical media of personal data are destroyed;',
        'depersonalisation of personal data: actions as a result of which it becomes impossible, without the use of additional information, to determine which data subject the personal data belongs to;',
        'personal data information system: the personal data contained in databases together with the information technologies and technical means that ensure its processing;',
        'cross-border transfer of personal data: the transfer of personal data to the territory of a foreign state, to an authority of a foreign state, a foreign individual or a foreign legal entity.',
      ],
    },
    {
      heading: '3. Principles of processing',
      paragraphs: [
        'The Operator processes personal data in accordance with the principles set out in Article 5 of the Personal Data Law:',
      ],
      items: [
        'processing is carried out on a lawful and fair basis;',
        'processing is limited to the achievement of specific, predetermined and lawful purposes; processing incompatible with the purposes for which the personal data was collected is not permitted;',
        'databases containing personal data processed for mutually incompatible purposes are not combined;',
        'only personal data that meets the purposes of processing is processed; the content and volume of the personal data processed correspond to the stated purposes and are not excessive;',
        'the accuracy and sufficiency of personal data and, where necessary, its relevance to the purposes of processing are ensured; the Operator takes the necessary measures to delete or clarify incomplete or inaccurate data;',
        'personal data is stored in a form that allows the data subject to be identified for no longer than the purposes of processing require, unless the storage period is established by federal law or by a contract to which the data subject is a party;',
        'personal data is destroyed or depersonalised once the purposes of processing have been achieved or are no longer necessary, unless otherwise provided by federal law.',
      ],
    },
    {
      heading: '4. Purposes of processing',
      paragraphs: [
        'The Operator does not process personal data for the purpose of promoting goods, works or services on the market through direct contact with potential consumers (Article 15 of the Personal Data Law) and does not take decisions based solely on automated processing of personal data that produce legal effects for the data subject or otherwise affect their rights and legitimate interests (Article 16).',
        'The Operator processes personal data for the following purposes:',
      ],
      items: [
        'registering Users in the Service, creating and maintaining accounts, identifying and authenticating Users and providing access to the Service;',
        'performing the user agreement and the contracts with organisations that own workspaces: storing, displaying, synchronising between the web application and the mobile app, and backing up the data that Users enter about fields, nurseries, plots, phenotype measurements, varieties and genome data, as well as photos and plot coordinates;',
        'providing the functions of the Service, including statistical processing of data, generating reports and collaboration between workspace members in accordance with their roles and access rights;',
        'informing Users about the Service: sending service notifications and news about the Service in the application, by email and as push notifications;',
        'handling enquiries from Users and other persons, providing technical support and handling requests from data subjects;',
        'ensuring the security of the Service, preventing and detecting unauthorised access and other unlawful actions, and keeping event logs;',
        'fulfilling the obligations imposed on the Operator by the legislation of the Russian Federation and protecting the rights and legitimate interests of the Operator.',
      ],
    },
    {
      heading: '5. Legal grounds for processing',
      paragraphs: [
        'The legal basis for processing personal data comprises the Constitution of the Russian Federation, the Civil Code of the Russian Federation, Federal Law No. 149-FZ of 27 July 2006 “On Information, Information Technologies and the Protection of Information”, the Personal Data Law and the regulations adopted under them, as well as the user agreement of the Service and the Operator’s contracts with organisations.',
        'Personal data is processed where at least one of the following grounds provided for in Article 6(1) of the Personal Data Law applies:',
      ],
      items: [
        'the data subject’s consent to the processing of their personal data (clause 1), including consent given when registering in the Service;',
        'the need to perform a contract (the user agreement) to which the data subject is a party, or to conclude a contract at the data subject’s initiative (clause 5);',
        'the need to carry out and fulfil the functions, powers and obligations imposed on the Operator by the legislation of the Russian Federation (clause 2);',
        'the need to exercise the rights and legitimate interests of the Operator or third parties, including ensuring the security of the Service and protection against unlawful actions, provided that the rights and freedoms of the data subject are not violated (clause 7).',
      ],
    },
    {
      heading: '6. Categories of data subjects and personal data processed',
      paragraphs: [
        'The Operator processes the personal data of the following categories of data subjects: Users of the Service; employees and other authorised persons of organisations that own workspaces; persons who have sent enquiries to the Operator.',
        'The Operator does not process special categories of personal data (Article 10 of the Personal Data Law) or biometric personal data (Article 11). Photos uploaded to the Service are intended to record the condition of plants and plots and are not used to identify individuals. The Service is not intended for persons under 13; the minimum age for using the Service is 13, and the Operator does not knowingly process the personal data of persons below that age. If a person has not reached the age at which they may consent to the processing of personal data on their own, consent is given by their legal representative.',
        'The following personal data is processed:',
      ],
      items: [
        'account data: login, last name and first name, email address, phone number, country, password hash, interface language, and information about membership of an organisation’s workspace and the role in it;',
        'data entered by the User, to the extent that it relates to the User: information on the authorship and the date and time of creation and modification of records about fields, nurseries, plots, phenotype measurements, varieties and genome data; photos with their capture date; coordinates of plots (fields), if the User records them;',
        'technical data: IP address, information about the device, operating system, browser and app version, date and time of requests, event logs and error information;',
        'data contained in the cookies token, refreshToken and language, which are strictly necessary for authentication, maintaining the session and remembering the chosen interface language;',
        'the content of enquiries to the Operator and of correspondence with it.',
      ],
    },
    {
      heading: '7. Procedure and conditions of processing',
      paragraphs: [
        'The Operator carries out automated processing of personal data with the transfer of the information obtained over information and telecommunication networks. The following actions are performed with personal data: collection, recording, systematisation, accumulation, storage, clarification (updating, modification), retrieval, use, transfer (provision, access), depersonalisation, blocking, deletion and destruction. The Operator does not disseminate personal data to an indefinite range of persons.',
        'Personal data is obtained directly from the data subject, and also from the administrator of an organisation’s workspace who invites an employee or another authorised person to the workspace. The mobile app accesses the device’s location and camera only with the User’s permission and only when the corresponding functions are used.',
        'The Operator provides personal data only to the extent necessary and only to the following persons:',
      ],
      items: [
        'other members of the organisation’s workspace, to the extent determined by the roles and access rights set by the workspace administrators;',
        'persons processing personal data on the Operator’s behalf (hosting and data-centre providers, backup providers, email and push notification delivery services), on the basis of a contract that defines the list of actions (operations) and the purposes of processing, imposes obligations to keep personal data confidential and ensure its security in accordance with Article 19 of the Personal Data Law, and contains the other requirements of Article 6(3) of the Personal Data Law;',
        'state authorities, courts and other bodies, in the cases and in the manner provided for by the legislation of the Russian Federation;',
        'other persons, with the consent of the data subject.',
      ],
    },
    {
      heading: '8. Localisation and cross-border transfer of personal data',
      paragraphs: [
        'In accordance with Article 18(5) of the Personal Data Law, when collecting personal data, including via the Internet, the Operator ensures that the recording, systematisation, accumulation, storage, clarification (updating, modification) and retrieval of the personal data of citizens of the Russian Federation are carried out using databases located in the territory of the Russian Federation.',
        'The Operator carries out cross-border transfers of personal data only where this is necessary to achieve the purposes set out in the Policy, and only after the personal data of citizens of the Russian Federation has been recorded in databases located in the territory of the Russian Federation. Cross-border transfers are carried out in the manner provided for in Article 12 of the Personal Data Law: before starting them, the Operator notifies the authorised body for the protection of the rights of data subjects of its intention to carry out cross-border transfers and obtains from the recipients information about the measures they take to protect personal data and the conditions for ending its processing.',
        'Personal data is transferred to foreign states that do not ensure adequate protection of the rights of data subjects no earlier than the expiry of the periods established by Article 12 of the Personal Data Law, and such transfers are stopped if the authorised body decides to prohibit or restrict them.',
      ],
    },
    {
      heading: '9. Confidentiality and security measures',
      paragraphs: [
        'The Operator and other persons who have obtained access to personal data must not disclose it to third parties or disseminate it without the consent of the data subject, unless otherwise provided by federal law (Article 7 of the Personal Data Law).',
        'If an unlawful or accidental transfer (provision, dissemination, access) of personal data that has violated the rights of data subjects is established, the Operator, in accordance with Article 21(3.1) of the Personal Data Law, notifies the authorised body of the incident within 24 hours and of the results of its internal investigation within 72 hours.',
        'In accordance with Articles 18.1 and 19 of the Personal Data Law, the Operator takes the necessary and sufficient legal, organisational and technical measures to protect personal data against unlawful or accidental access, destruction, modification, blocking, copying, provision, dissemination and other unlawful actions. In particular, the Operator:',
      ],
      items: [
        'appoints a person responsible for organising the processing of personal data;',
        'issues internal documents on the processing of personal data and documents aimed at preventing and detecting violations of the legislation of the Russian Federation and eliminating their consequences;',
        'identifies threats to the security of personal data processed in the personal data information system and ensures the level of protection in accordance with the requirements established by the Government of the Russian Federation;',
        'applies organisational and technical measures, including information security tools that have passed the conformity assessment procedure, where their use is necessary to neutralise current threats;',
        'ensures encryption of data transmitted over the Internet (HTTPS/TLS), storage of passwords only as hash values and differentiated access rights in workspaces;',
        'keeps records of machine media containing personal data, makes regular backups and ensures the recovery of personal data modified or destroyed as a result of unauthorised access;',
        'establishes rules for access to personal data and ensures the registration and recording of actions performed with it in the personal data information system;',
        'detects cases of unauthorised access to personal data and takes response measures, including interaction with the state system for detecting, preventing and eliminating the consequences of computer attacks on information resources of the Russian Federation;',
        'assesses the effectiveness of the measures taken before the personal data information system is put into operation and carries out internal control over the compliance of processing with the Personal Data Law and the acts adopted under it;',
        'assesses the harm that may be caused to data subjects in the event of a violation of the Personal Data Law, in accordance with the requirements of the authorised body;',
        'familiarises the employees directly involved in processing personal data with the personal data legislation of the Russian Federation, the Policy and the Operator’s internal documents, and arranges their training.',
      ],
    },
    {
      heading: '10. Rights of the data subject',
      paragraphs: [
        'The data subject has the rights provided for in Article 14 and other articles of the Personal Data Law. The data subject’s right of access to their personal data may be restricted in accordance with federal laws. The data subject has the right to:',
      ],
      items: [
        'receive, in an accessible form and without the personal data of other data subjects, information concerning the processing of their personal data, including: confirmation that the Operator processes personal data; the legal grounds and purposes of processing; the purposes and methods of processing used by the Operator; the name and location of the Operator and information about persons (other than the Operator’s employees) who have access to the personal data or to whom it may be disclosed; the personal data processed and its source; the processing periods, including storage periods; the procedure for exercising the data subject’s rights; information about completed or intended cross-border transfers; the name or full name and address of any person processing the data on the Operator’s behalf; information on how the Operator fulfils the obligations established by Article 18.1 of the Personal Data Law; and other information provided for by federal laws;',
        'require the Operator to clarify, block or destroy their personal data if it is incomplete, outdated, inaccurate, unlawfully obtained or not necessary for the stated purpose of processing;',
        'withdraw consent to the processing of personal data and require the Operator to stop processing their personal data;',
        'appeal against the actions or omissions of the Operator to the authorised body for the protection of the rights of data subjects or in court;',
        'protect their rights and legitimate interests, including by claiming damages and/or compensation for moral harm in court.',
      ],
    },
    {
      heading: '11. Exercising the data subject’s rights and withdrawing consent',
      paragraphs: [
        'A request from the data subject or their representative is sent to the Operator in writing or as an electronic document signed with an electronic signature in accordance with the legislation of the Russian Federation, to privacy@plotline.app. In accordance with Article 14(3) of the Personal Data Law, the request must contain the number of the main identity document of the data subject or their representative, the date of issue of that document and the issuing authority; information confirming the data subject’s relationship with the Operator (for example, the login and email address of the account) or otherwise confirming that the Operator processes their personal data; and the signature of the data subject or their representative.',
        'The Operator replies to a request within 10 working days of receiving it. This period may be extended by no more than 5 working days if the Operator sends the data subject a reasoned notice stating the reasons for the extension. The Operator makes the necessary changes to personal data within 7 working days of receiving information confirming that it is incomplete, inaccurate or outdated, and within the same period destroys personal data that has been unlawfully obtained or is not necessary for the stated purpose. Users can also update their account data themselves in their profile in the Service.',
        'The data subject may withdraw consent to the processing of personal data at any time by sending the Operator a notice of withdrawal to privacy@plotline.app from the email address linked to their account, or by deleting their account in the profile of the web application or the mobile app. The Operator treats the deletion of an account as withdrawal of consent and as termination of the user agreement.',
        'If consent is withdrawn, the Operator stops processing the personal data and destroys it within 30 days of receiving the withdrawal, unless otherwise provided by a contract to which the data subject is a party or by another agreement between the Operator and the data subject, and provided that the Operator has no other grounds for processing under the Personal Data Law or other federal laws (Article 21(5)). A request to stop processing personal data is fulfilled within 10 working days of its receipt, which may be extended by no more than 5 working days, except in the cases provided for in clauses 2 to 11 of Article 6(1) of the Personal Data Law. Withdrawal of consent does not affect the lawfulness of processing carried out before it was received; after withdrawal of consent, the Service can no longer be used.',
      ],
    },
    {
      heading: '12. Processing and retention periods, cessation of processing and destruction',
      paragraphs: [
        'Personal data is processed for as long as the User’s account exists, or until the purposes of processing are achieved, consent is withdrawn or a request to stop processing is made, unless otherwise provided by federal law.',
        'After an account is deleted, the Operator, within no more than 30 days, stops processing the personal data for the purpose of providing the Service and destroys it in its active systems. Personal data for whose further storage the Operator has other lawful grounds (backups, security logs, and information needed to fulfil obligations imposed by law and to protect the Operator’s rights in the event of a dispute) is blocked and stored for no longer than 1 year from the date the account was deleted, unless a longer retention period is established by federal law. When this period expires, such personal data is destroyed or depersonalised irreversibly.',
        'Breeding data entered into an organisation’s workspace belongs to that organisation and is not destroyed when a User’s account is deleted; the User’s personal data contained in it (information on the authorship of records) is depersonalised.',
        'If unlawful processing of personal data is detected, the Operator stops it within no more than 3 working days of its detection and, if the processing cannot be made lawful, destroys the personal data within no more than 10 working days of detection and notifies the data subject. The destruction of personal data is confirmed by documents that meet the requirements established by the authorised body.',
      ],
    },
    {
      heading: '13. Authorised body for the protection of the rights of data subjects',
      paragraphs: [
        'The authorised body for the protection of the rights of data subjects in the Russian Federation is the Federal Service for Supervision of Communications, Information Technology and Mass Media (Roskomnadzor), official website rkn.gov.ru. Roskomnadzor considers complaints from data subjects and supervises the compliance of personal data processing with the legislation of the Russian Federation.',
        'If the data subject believes that the Operator processes their personal data in violation of the Personal Data Law or otherwise violates their rights and freedoms, they may appeal against the actions or omissions of the Operator to Roskomnadzor or in court (Article 17 of the Personal Data Law). The Operator recommends contacting privacy@plotline.app first so that the issue can be resolved more quickly; doing so is not a precondition for applying to Roskomnadzor or to a court.',
        'The Operator cooperates with Roskomnadzor, sends the notifications provided for by the Personal Data Law and, at the request of the authorised body, provides the necessary information within 10 working days of receiving the request.',
      ],
    },
    {
      heading: '14. Final provisions',
      paragraphs: [
        'The Policy enters into force on 22 November 2026 and remains in force indefinitely until replaced by a new version.',
        'The Operator may amend the Policy. A new version enters into force when it is published in the Service, unless the new version provides otherwise. The Operator notifies Users of material changes in the Service or by email. The current version of the Policy is always available in the Service.',
        'The Policy is drawn up in Russian. Translations of the Policy into other languages, including this English translation, are provided for convenience only; in the event of any discrepancy between the Russian text of the Policy and a translation, the Russian text prevails.',
        'Questions relating to the Policy and the processing of personal data should be sent to privacy@plotline.app. Persons guilty of violating the requirements of the Personal Data Law bear liability as provided for by the legislation of the Russian Federation.',
      ],
    },
  ],
};
