import type { LegalDocumentContent } from '../legal-types';

export const privacyIt: LegalDocumentContent = {
  title: 'Informativa sulla privacy',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Data di entrata in vigore',
  intro:
    'La presente Informativa sulla privacy spiega come Plotline raccoglie, utilizza, comunica e protegge i dati personali quando utilizzi l’applicazione web Plotline e l’app mobile Plotline per la raccolta dei dati in campo (insieme, il «Servizio»). Plotline è un database per il miglioramento genetico delle piante: aiuta a gestire campi e vivai, parcelle, osservazioni fenotipiche, varietà, dati genomici, statistiche, notizie e notifiche. Ti invitiamo a leggere attentamente l’Informativa. Se non sei d’accordo, ti preghiamo di non utilizzare il Servizio.',
  sections: [
    {
      heading: '1. Chi siamo e ambito di applicazione',
      paragraphs: [
        'Il Servizio è gestito da Plotline («Plotline», «noi», «nostro»). Plotline è il titolare del trattamento (operatore) dei dati personali descritti nella presente Informativa. Per qualsiasi questione relativa alla privacy puoi scriverci all’indirizzo privacy@plotline.app.',
        'L’Informativa si applica all’applicazione web Plotline, all’app mobile Plotline per iOS e Android e ai messaggi che inviamo in relazione ad esse. Non si applica a siti web o servizi di terzi eventualmente collegati dal Servizio, per i quali valgono le rispettive informative.',
        'Molti utenti utilizzano il Servizio come membri di un’organizzazione, ad esempio un’azienda sementiera o di breeding, un istituto di ricerca o un’università, che dispone di uno spazio di lavoro in Plotline. I dati di miglioramento genetico inseriti nello spazio di lavoro di un’organizzazione appartengono a tale organizzazione. Quando trattiamo dati personali contenuti nei contenuti dello spazio di lavoro su istruzione dell’organizzazione, questa è responsabile del proprio utilizzo di tali dati e possiamo inoltrarle le richieste che li riguardano.',
        'Se i tuoi dati personali sono trattati ai sensi della legislazione della Federazione Russa, leggi anche la nostra Politica sul trattamento dei dati personali, adottata ai sensi della Legge federale n. 152-FZ «Sui dati personali». Le modalità di cancellazione degli account e dei dati sono descritte in dettaglio nella nostra Politica di cancellazione dei dati.',
      ],
    },
    {
      heading: '2. Dati personali che raccogliamo',
      paragraphs: [
        'Raccogliamo solo i dati necessari per fornire il Servizio. La maggior parte ci viene fornita direttamente da te quando crei un account, inserisci dati o ci contatti; i dati tecnici sono generati automaticamente quando il tuo browser o dispositivo comunica con i nostri server. Se entri a far parte dello spazio di lavoro di un’organizzazione, un amministratore di tale organizzazione può fornirci il tuo nome, indirizzo e-mail e ruolo per invitarti.',
        'Non richiediamo categorie particolari di dati personali (ad esempio dati relativi alla salute o alle convinzioni religiose o politiche) né dati biometrici, e il Servizio non è progettato per trattarli. Ti chiediamo di non registrare tali informazioni in note o foto e di evitare di fotografare persone in campo. A seconda di come utilizzi il Servizio, trattiamo le seguenti categorie di dati:',
      ],
      items: [
        'Dati dell’account: login, nome e cognome, indirizzo e-mail, numero di telefono e paese; la password, che conserviamo solo in forma di hash; la lingua dell’interfaccia preferita; e, se appartieni a un’organizzazione, il tuo spazio di lavoro e il tuo ruolo al suo interno.',
        'Dati di campo e di miglioramento genetico che inserisci: campi e vivai, parcelle e relativo schema, misurazioni e osservazioni fenotipiche, schede delle varietà, file di dati genomici, note e commenti, insieme alle informazioni su chi ha creato o modificato ciascun record e quando.',
        'Foto: immagini che scatti o carichi nel Servizio, con data e ora di acquisizione. Le foto possono contenere metadati incorporati (come data, ora e, a seconda delle impostazioni del dispositivo, posizione); utilizziamo la data di acquisizione per collegare ogni foto all’osservazione corretta.',
        'Geolocalizzazione delle parcelle: le coordinate geografiche di una parcella o di un campo, solo se scegli di registrarle. L’app mobile chiede l’accesso alla posizione del dispositivo solo quando utilizzi questa funzione e non rileva la tua posizione in background.',
        'Dati tecnici: modello del dispositivo, sistema operativo e relativa versione, versione dell’app, tipo di browser, indirizzo IP, fuso orario, data e ora delle richieste, log del server e dell’applicazione e segnalazioni di errore necessarie per mantenere il Servizio stabile e sicuro.',
        'Cookie e memoria del dispositivo: i cookie strettamente necessari token, refreshToken e language descritti nella sezione 3.',
        'Corrispondenza: il contenuto dei messaggi che ci invii, ad esempio quando chiedi assistenza o eserciti i tuoi diritti.',
      ],
    },
    {
      heading: '3. Cookie e memoria del dispositivo',
      paragraphs: [
        'L’applicazione web utilizza solo i cookie elencati di seguito. Sono tutti strettamente necessari: senza di essi non è possibile accedere al Servizio né utilizzarlo nella lingua scelta. Non utilizziamo cookie pubblicitari, cookie analitici né cookie che ti tracciano su altri siti web. Puoi cancellare o bloccare i cookie nelle impostazioni del browser, ma in tal caso verrai disconnesso e il Servizio non funzionerà correttamente.',
        'L’app mobile non utilizza cookie del browser. Conserva token di accesso equivalenti nella memoria sicura fornita dal sistema operativo del dispositivo e può mantenere una copia locale dei dati che inserisci, così da permetterti di lavorare in campo senza connessione fino alla sincronizzazione con i nostri server.',
        'I cookie utilizzati dall’applicazione web sono:',
      ],
      items: [
        'token: token di autenticazione che conferma che hai effettuato l’accesso. È valido per una breve sessione e viene rinnovato automaticamente.',
        'refreshToken: token utilizzato per rinnovare la sessione in modo sicuro senza richiedere nuovamente la password. Perde validità quando esci dall’account o alla scadenza.',
        'language: memorizza la lingua dell’interfaccia che hai scelto. Non contiene informazioni che ti identificano.',
      ],
    },
    {
      heading: '4. Finalità del trattamento',
      paragraphs: [
        'Utilizziamo i dati personali solo per le finalità indicate di seguito e non li trattiamo in modo incompatibile con esse. Non vendiamo dati personali, non li utilizziamo per pubblicità o per creare profili di marketing e non adottiamo decisioni basate unicamente su trattamenti automatizzati che producano effetti giuridici o analogamente significativi nei tuoi confronti.',
        'Utilizziamo i dati personali per:',
      ],
      items: [
        'creare e gestire il tuo account, autenticarti e mantenere attiva la sessione;',
        'conservare, visualizzare, sincronizzare ed effettuare il backup dei dati di campo e di miglioramento genetico che inserisci sul web e nell’app mobile, compresa la raccolta offline e la successiva sincronizzazione;',
        'fornire le funzioni richieste, come statistiche, report, consultazione dei dati genomici e condivisione dei dati con i membri del tuo spazio di lavoro secondo le autorizzazioni stabilite dagli amministratori;',
        'inviare notifiche di servizio e notizie sul Servizio all’interno dell’applicazione e, se le hai attivate, tramite notifiche push o e-mail; puoi modificare le impostazioni delle notifiche nel profilo o sul dispositivo;',
        'rispondere alle tue domande e richieste di assistenza e gestire le richieste di esercizio dei tuoi diritti;',
        'proteggere il Servizio, i nostri utenti e noi stessi: individuare e prevenire accessi non autorizzati, abusi e frodi, indagare sugli incidenti e conservare i log di sicurezza;',
        'mantenere e migliorare l’affidabilità e le prestazioni del Servizio, utilizzando per quanto possibile dati tecnici in forma aggregata;',
        'adempiere agli obblighi di legge e accertare, esercitare o difendere un diritto in sede giudiziaria.',
      ],
    },
    {
      heading: '5. Basi giuridiche del trattamento',
      paragraphs: [
        'La base giuridica di ciascun trattamento dipende dalla legge che ti si applica. Se si applica la legislazione russa, le basi giuridiche sono indicate nella nostra Politica sul trattamento dei dati personali adottata ai sensi della Legge federale n. 152-FZ «Sui dati personali».',
        'Se si applicano il Regolamento generale sulla protezione dei dati dell’UE (GDPR), il GDPR del Regno Unito o leggi analoghe, ci basiamo sulle seguenti basi giuridiche:',
      ],
      items: [
        'esecuzione di un contratto (art. 6, par. 1, lett. b, GDPR): per fornire il Servizio secondo le condizioni d’uso, compresi l’account, la conservazione e la sincronizzazione dei dati e le notifiche necessarie al funzionamento del Servizio;',
        'legittimo interesse (art. 6, par. 1, lett. f, GDPR): per garantire la sicurezza del Servizio, prevenire abusi, conservare log, migliorarne l’affidabilità, informare i membri di uno spazio di lavoro sulle attività rilevanti per il loro lavoro e difendere i nostri diritti; ricorriamo a questa base solo se non prevalgono i tuoi interessi, diritti e libertà;',
        'adempimento di un obbligo legale (art. 6, par. 1, lett. c, GDPR): ad esempio per rispondere a richieste legittime delle autorità pubbliche e conservare le registrazioni previste dalla legge;',
        'consenso (art. 6, par. 1, lett. a, GDPR): per le funzioni facoltative che lo richiedono, come l’accesso alla posizione o alla fotocamera del dispositivo nell’app mobile e le notifiche push. Puoi revocare il consenso in qualsiasi momento nell’app o nelle impostazioni del dispositivo; la revoca non pregiudica la liceità del trattamento effettuato in precedenza.',
      ],
    },
    {
      heading: '6. A chi comunichiamo i dati',
      paragraphs: [
        'Non vendiamo né cediamo in locazione dati personali. Li comunichiamo solo ai destinatari indicati di seguito, nella misura strettamente necessaria e, ove la legge lo richieda, sulla base di un accordo scritto:',
      ],
      items: [
        'membri dello spazio di lavoro della tua organizzazione: il tuo nome e i record che crei sono visibili agli altri membri secondo i ruoli e le autorizzazioni stabiliti dagli amministratori dello spazio di lavoro;',
        'fornitori di servizi che trattano dati per nostro conto (responsabili del trattamento), come fornitori di hosting e data center, servizi di backup e archiviazione, servizi di invio e-mail e, se attivi le notifiche push, i servizi di notifica delle piattaforme mobili (Apple e Google); possono trattare i dati solo secondo le nostre istruzioni e devono garantirne la riservatezza e la sicurezza;',
        'consulenti professionali, come avvocati e revisori, vincolati da obblighi di riservatezza;',
        'autorità pubbliche, autorità giudiziarie e forze dell’ordine, quando siamo tenuti per legge o quando la comunicazione è necessaria per tutelare i diritti, i beni o la sicurezza dei nostri utenti, del pubblico o di Plotline;',
        'un successore o acquirente in caso di fusione, acquisizione o cessione di tutta o parte della nostra attività, a condizione che continui a proteggere i dati personali conformemente alla presente Informativa; ti informeremo in anticipo di tale cambiamento;',
        'altri destinatari, se ce lo chiedi o vi acconsenti.',
      ],
    },
    {
      heading: '7. Luogo di conservazione e trasferimenti internazionali',
      paragraphs: [
        'Il Servizio è ospitato su server situati in data center professionali gestiti dai nostri fornitori di hosting. La registrazione, sistematizzazione, accumulo, conservazione, aggiornamento ed estrazione dei dati personali dei cittadini della Federazione Russa avvengono mediante database situati nel territorio della Federazione Russa, come previsto dall’art. 18, comma 5, della Legge federale n. 152-FZ.',
        'Poiché utenti e fornitori possono trovarsi in paesi diversi, i dati personali possono essere trasferiti verso paesi diversi da quello in cui vivi ed essere consultati da tali paesi. In tal caso proteggiamo i dati con le garanzie previste dalla legge applicabile. Per i trasferimenti al di fuori dello Spazio economico europeo, del Regno Unito o della Svizzera ci basiamo su decisioni di adeguatezza o su clausole contrattuali tipo approvate dalle autorità competenti, integrate se necessario da misure supplementari. I trasferimenti transfrontalieri dalla Federazione Russa avvengono ai sensi dell’art. 12 della Legge federale n. 152-FZ, compresa la notifica preventiva all’autorità di controllo russa.',
        'Puoi chiederci maggiori informazioni sui trasferimenti internazionali e una copia delle garanzie applicate scrivendo a privacy@plotline.app.',
      ],
    },
    {
      heading: '8. Periodo di conservazione',
      paragraphs: [
        'Conserviamo i dati personali solo per il tempo necessario alle finalità per cui sono stati raccolti. Dopo la cancellazione dell’account, rimuoviamo i tuoi dati personali dai sistemi attivi entro 30 giorni. Le copie residue, come i dati contenuti nei backup, nei log di sicurezza e nelle registrazioni necessarie per adempiere a obblighi di legge o difendere un diritto, sono conservate per non più di 1 anno dalla cancellazione dell’account e sono poi cancellate in modo irreversibile o anonimizzate, salvo che una norma imperativa ci imponga di conservare determinati dati più a lungo. I dettagli sono riportati nella Politica di cancellazione dei dati.',
        'Entro tali limiti si applicano i seguenti periodi di conservazione:',
      ],
      items: [
        'dati dell’account: per tutta la durata dell’account;',
        'dati di campo e di miglioramento genetico: finché restano nel tuo account o nello spazio di lavoro della tua organizzazione; i dati dello spazio di lavoro sono conservati finché l’organizzazione utilizza il Servizio, conformemente al suo contratto con noi, e i tuoi dati personali in essi contenuti sono anonimizzati alla cancellazione del tuo account;',
        'dati tecnici e log di sicurezza: per il periodo limitato necessario alla sicurezza e alla risoluzione dei problemi e, in ogni caso, per non più di 1 anno;',
        'corrispondenza: per il tempo necessario a gestire la tua richiesta e per non più di 1 anno dalla sua definizione.',
      ],
    },
    {
      heading: '9. Come proteggiamo i dati',
      paragraphs: [
        'Proteggiamo i dati personali con misure tecniche e organizzative adeguate ai rischi del trattamento, per prevenire accessi, modifiche, perdite e divulgazioni non autorizzati o accidentali. Nessun metodo di trasmissione o conservazione è completamente sicuro, ma riesaminiamo e miglioriamo regolarmente le nostre misure. In caso di violazione dei dati personali, informeremo le autorità competenti e gli utenti interessati nei casi e nei modi previsti dalla legge.',
        'Anche tu puoi contribuire: mantieni riservata la password, esci dall’account sui dispositivi condivisi e avvisaci subito a privacy@plotline.app se sospetti un accesso non autorizzato al tuo account.',
        'Le nostre misure comprendono:',
      ],
      items: [
        'la cifratura dei dati in transito tra il tuo browser o dispositivo e i nostri server (HTTPS/TLS);',
        'la conservazione delle password solo in forma di hash e l’uso di token di autenticazione di breve durata;',
        'il controllo degli accessi basato sui ruoli negli spazi di lavoro e l’accesso ai sistemi di produzione limitato al personale autorizzato che ne ha bisogno per il proprio lavoro ed è vincolato alla riservatezza;',
        'backup regolari, monitoraggio e registrazione degli accessi ai sistemi e procedure per rilevare e gestire gli incidenti di sicurezza;',
        'un’attenta selezione dei fornitori di servizi che offrono garanzie sufficienti in materia di protezione dei dati.',
      ],
    },
    {
      heading: '10. I tuoi diritti',
      paragraphs: [
        'Alle condizioni e con le eccezioni previste dalla legge che ti si applica, hai il diritto di:',
      ],
      items: [
        'accesso: ottenere conferma che sia o meno in corso un trattamento dei tuoi dati personali, una copia di tali dati e informazioni sulle modalità del trattamento;',
        'rettifica: ottenere la correzione di dati inesatti o incompleti; puoi aggiornare autonomamente la maggior parte dei dati dell’account nel tuo profilo;',
        'cancellazione: ottenere la cancellazione del tuo account e dei tuoi dati personali, dal profilo dell’app o via e-mail, come descritto nella Politica di cancellazione dei dati;',
        'portabilità: ricevere i dati personali che ci hai fornito in un formato strutturato, di uso comune e leggibile da dispositivo automatico e ottenerne la trasmissione a un altro fornitore, se tecnicamente fattibile;',
        'opposizione e limitazione: opporti al trattamento basato sul nostro legittimo interesse e chiedere la limitazione del trattamento nei casi previsti dalla legge;',
        'revoca del consenso: revocare in qualsiasi momento il consenso prestato, con effetto per il futuro;',
        'reclamo: proporre reclamo a un’autorità di controllo, in particolare nel paese in cui vivi o lavori o in cui si è verificata la presunta violazione; in Italia è il Garante per la protezione dei dati personali, nella Federazione Russa è il Servizio federale di supervisione delle comunicazioni, delle tecnologie dell’informazione e dei mass media (Roskomnadzor).',
      ],
    },
    {
      heading: '11. Come esercitare i tuoi diritti',
      paragraphs: [
        'Per esercitare i tuoi diritti scrivi a privacy@plotline.app dall’indirizzo e-mail associato al tuo account oppure utilizza le funzioni disponibili nel profilo. Prima di dare seguito a una richiesta possiamo chiederti ulteriori informazioni per verificare la tua identità, in modo che i tuoi dati non vengano comunicati a terzi o cancellati su richiesta di altri.',
        'Rispondiamo entro un mese dal ricevimento della richiesta, o entro un termine più breve se previsto dalla legge applicabile (ad esempio 10 giorni lavorativi per le richieste ai sensi della legislazione russa). Ove la legge lo consenta, possiamo prorogare il termine per richieste complesse, indicandotene i motivi. Non applichiamo alcun costo, salvo che la richiesta sia manifestamente infondata o eccessiva.',
        'Le richieste relative ai dati personali contenuti nello spazio di lavoro di un’organizzazione possono essere rivolte anche a tale organizzazione. Se è l’organizzazione a decidere come utilizzare tali dati, le inoltreremo la richiesta e la aiuteremo a rispondere.',
      ],
    },
    {
      heading: '12. Minori',
      paragraphs: [
        'Il Servizio è destinato a professionisti e studenti che operano nel miglioramento genetico delle piante e non è rivolto a minori di 13 anni. L’età minima per utilizzare il Servizio è 13 anni. Non raccogliamo consapevolmente dati personali di minori di 13 anni.',
        'Se non hai raggiunto l’età a partire dalla quale puoi prestare il consenso al trattamento dei dati personali secondo la legge del tuo paese (ad esempio 14 anni in Italia e in Spagna, o 16 anni in alcuni altri paesi dell’UE), puoi utilizzare il Servizio solo con il consenso di un genitore o di chi esercita la responsabilità genitoriale.',
        'Se veniamo a conoscenza di aver raccolto dati personali di un minore di 13 anni, li cancelleremo e chiuderemo l’account senza ritardo. Se ritieni che un minore di 13 anni ci abbia fornito dati personali, contattaci a privacy@plotline.app.',
      ],
    },
    {
      heading: '13. Modifiche all’Informativa',
      paragraphs: [
        'Possiamo aggiornare l’Informativa in caso di modifiche del Servizio, delle nostre prassi o della legge. La versione vigente è sempre disponibile nel Servizio e la data di entrata in vigore indicata all’inizio della pagina mostra da quando è applicabile.',
        'In caso di modifiche sostanziali ti informeremo in anticipo tramite un avviso nel Servizio o via e-mail. Se la legge richiede il tuo consenso a una modifica, te lo chiederemo. Le versioni precedenti dell’Informativa sono disponibili su richiesta.',
      ],
    },
    {
      heading: '14. Contatti',
      paragraphs: [
        'Per domande sulla presente Informativa o sul trattamento dei tuoi dati personali, o per esercitare i tuoi diritti, scrivici a privacy@plotline.app. Ti preghiamo di scrivere dall’indirizzo e-mail associato al tuo account, o di indicarlo nel messaggio, per consentirci di trovare rapidamente i tuoi dati.',
        'Se non sei soddisfatto della nostra risposta, puoi rivolgerti a un’autorità di controllo come indicato nella sezione 10.',
      ],
    },
  ],
};
