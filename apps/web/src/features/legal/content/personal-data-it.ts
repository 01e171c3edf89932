import type { LegalDocumentContent } from '../legal-types';

export const personalDataIt: LegalDocumentContent = {
  title: 'Politica sul trattamento dei dati personali',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Data di entrata in vigore',
  intro:
    'La presente Politica sul trattamento dei dati personali (la «Politica») stabilisce le finalità, le basi giuridiche, le modalità e le condizioni del trattamento dei dati personali degli utenti dell’applicazione web e dell’app mobile Plotline, nonché le misure adottate per garantire la sicurezza dei dati personali. La Politica è redatta ai sensi della Legge federale della Federazione Russa del 27 luglio 2006 n. 152-FZ «Sui dati personali» (la «Legge sui dati personali») ed è un documento pubblicamente accessibile. Il presente testo è una traduzione in lingua italiana fornita per comodità; fa fede il testo in lingua russa della Politica, che prevale in caso di discordanza.',
  sections: [
    {
      heading: '1. Disposizioni generali',
      paragraphs: [
        'L’operatore dei dati personali è Plotline (l’«Operatore»). L’Operatore organizza ed effettua autonomamente il trattamento dei dati personali e ne determina le finalità, i dati personali da trattare e le azioni (operazioni) compiute sui dati personali. Indirizzo e-mail per le richieste relative al trattamento dei dati personali: privacy@plotline.app.',
        'La Politica si applica a tutti i dati personali che l’Operatore tratta nel fornire l’accesso a Plotline, un database per il miglioramento genetico delle piante composto da un’applicazione web e da un’app mobile per la raccolta dei dati in campo (insieme, il «Servizio»), nonché nei rapporti con le persone che si rivolgono all’Operatore.',
        'In attuazione dell’art. 18.1, comma 2, della Legge sui dati personali, la Politica è pubblicata nel Servizio ed è garantito l’accesso illimitato ad essa. L’Operatore nomina un responsabile dell’organizzazione del trattamento dei dati personali, al quale le richieste vanno inviate all’indirizzo privacy@plotline.app.',
        'Per quanto non previsto dalla Politica si applica la legislazione della Federazione Russa in materia di dati personali.',
      ],
    },
    {
      heading: '2. Termini e definizioni',
      paragraphs: [
        'Nella Politica sono utilizzati i seguenti termini: Servizio indica l’applicazione web e l’app mobile Plotline destinate alla gestione di un database di miglioramento genetico (campi e vivai, parcelle, dati fenotipici, varietà, dati genomici, statistiche, notizie e notifiche); Utente indica la persona fisica che ha registrato un account nel Servizio o lo utilizza; spazio di lavoro indica la sezione del Servizio appartenente a un’organizzazione (azienda di miglioramento genetico, istituto di ricerca o di istruzione, ecc.) in cui i suoi dipendenti e le altre persone autorizzate gestiscono insieme i dati di miglioramento genetico.',
        'Gli altri termini hanno il significato loro attribuito dall’art. 3 della Legge sui dati personali:',
      ],
      items: [
        'dati personali: qualsiasi informazione riguardante una persona fisica identificata o identificabile, direttamente o indirettamente (interessato);',
        'operatore: un organo statale, un organo municipale, una persona giuridica o fisica che, da solo o insieme ad altri, organizza e/o effettua il trattamento dei dati personali e ne determina le finalità, i dati personali da trattare e le azioni (operazioni) compiute sui dati personali;',
        'trattamento dei dati personali: qualsiasi azione (operazione) o insieme di azioni (operazioni) compiute sui dati personali con o senza l’ausilio di strumenti automatizzati, compresi la raccolta, la registrazione, la sistematizzazione, l’accumulo, la conservazione, la precisazione (aggiornamento, modifica), l’estrazione, l’uso, la trasmissione (diffusione, comunicazione, accesso), la spersonalizzazione, il blocco, la cancellazione e la distruzione dei dati personali;',
        'trattamento automatizzato dei dati personali: il trattamento dei dati personali mediante strumenti informatici;',
        'diffusione dei dati personali: le azioni volte a divulgare i dati personali a un numero indeterminato di persone;',
        'comunicazione dei dati personali: le azioni volte a divulgare i dati personali a una persona determinata o a una cerchia determinata di persone;',
        'blocco dei dati personali: la sospensione temporanea del trattamento dei dati personali (salvo i casi in cui il trattamento sia necessario per precisare i dati personali);',
        'distruzione dei dati personali: le azioni a seguito delle quali diventa impossibile ripristinare il contenuto dei dati personali nel sistema informativo dei dati personali e/o a seguito delle quali vengono distrutti i supporti materiali dei dati personali;',
        'spersonalizzazione dei dati personali: le azioni a seguito delle quali diventa impossibile, senza l’uso di informazioni aggiuntive, stabilire a quale interessato appartengano i dati personali;',
        'sistema informativo dei dati personali: l’insieme dei dati personali contenuti nelle banche dati e delle tecnologie informatiche e dei mezzi tecnici che ne assicurano il trattamento;',
        'trasferimento transfrontaliero dei dati personali: il trasferimento dei dati personali nel territorio di uno Stato estero a un’autorità di uno Stato estero, a una persona fisica straniera o a una persona giuridica straniera.',
      ],
    },
    {
      heading: '3. Principi del trattamento',
      paragraphs: [
        'L’Operatore tratta i dati personali nel rispetto dei principi stabiliti dall’art. 5 della Legge sui dati personali:',
      ],
      items: [
        'il trattamento è effettuato su base lecita e corretta;',
        'il trattamento è limitato al raggiungimento di finalità specifiche, predeterminate e legittime; non è ammesso un trattamento incompatibile con le finalità della raccolta dei dati personali;',
        'non è ammessa l’unione di banche dati contenenti dati personali trattati per finalità tra loro incompatibili;',
        'sono trattati solo i dati personali che rispondono alle finalità del trattamento; il contenuto e il volume dei dati trattati corrispondono alle finalità dichiarate e non sono eccedenti;',
        'sono garantite l’esattezza e la sufficienza dei dati personali e, ove necessario, la loro attualità rispetto alle finalità del trattamento; l’Operatore adotta le misure necessarie per cancellare o precisare i dati incompleti o inesatti;',
        'i dati personali sono conservati in una forma che consente di identificare l’interessato per un periodo non superiore a quello richiesto dalle finalità del trattamento, salvo che il periodo di conservazione sia stabilito da una legge federale o da un contratto di cui l’interessato è parte;',
        'i dati personali trattati sono distrutti o spersonalizzati una volta raggiunte le finalità del trattamento o venuta meno la necessità di raggiungerle, salvo diversa disposizione di legge federale.',
      ],
    },
    {
      heading: '4. Finalità del trattamento',
      paragraphs: [
        'L’Operatore non tratta dati personali allo scopo di promuovere beni, lavori o servizi sul mercato mediante contatti diretti con potenziali consumatori (art. 15 della Legge sui dati personali) e non adotta decisioni basate unicamente sul trattamento automatizzato dei dati personali che producano effetti giuridici nei confronti dell’interessato o incidano altrimenti sui suoi diritti e interessi legittimi (art. 16).',
        'L’Operatore tratta i dati personali per le seguenti finalità:',
      ],
      items: [
        'registrazione dell’Utente nel Servizio, creazione e gestione dell’account, identificazione e autenticazione dell’Utente e accesso al Servizio;',
        'esecuzione del contratto d’uso e dei contratti con le organizzazioni titolari degli spazi di lavoro: conservazione, visualizzazione, sincronizzazione tra l’applicazione web e l’app mobile e backup dei dati inseriti dall’Utente su campi, vivai, parcelle, misurazioni fenotipiche, varietà e dati genomici, nonché di foto e coordinate delle parcelle;',
        'fornitura delle funzioni del Servizio, compresi l’elaborazione statistica dei dati, la generazione di report e la collaborazione tra i membri dello spazio di lavoro secondo i rispettivi ruoli e diritti di accesso;',
        'informazione degli Utenti sul Servizio: invio di notifiche di servizio e di notizie sul Servizio nell’applicazione, via e-mail e tramite notifiche push;',
        'gestione delle richieste degli Utenti e di altre persone, assistenza tecnica e gestione delle richieste degli interessati;',
        'garanzia della sicurezza del Servizio, prevenzione e individuazione di accessi non autorizzati e di altre azioni illecite, tenuta dei registri degli eventi;',
        'adempimento degli obblighi imposti all’Operatore dalla legislazione della Federazione Russa e tutela dei diritti e degli interessi legittimi dell’Operatore.',
      ],
    },
    {
      heading: '5. Basi giuridiche del trattamento',
      paragraphs: [
        'Costituiscono la base giuridica del trattamento dei dati personali la Costituzione della Federazione Russa, il Codice civile della Federazione Russa, la Legge federale del 27 luglio 2006 n. 149-FZ «Sull’informazione, sulle tecnologie dell’informazione e sulla protezione delle informazioni», la Legge sui dati personali e gli atti normativi adottati in base ad esse, nonché il contratto d’uso del Servizio e i contratti dell’Operatore con le organizzazioni.',
        'I dati personali sono trattati in presenza di almeno una delle seguenti basi previste dall’art. 6, comma 1, della Legge sui dati personali:',
      ],
      items: [
        'il consenso dell’interessato al trattamento dei propri dati personali (punto 1), compreso il consenso espresso al momento della registrazione nel Servizio;',
        'la necessità di eseguire un contratto (il contratto d’uso) di cui l’interessato è parte o di concludere un contratto su sua iniziativa (punto 5);',
        'la necessità di esercitare e adempiere le funzioni, i poteri e gli obblighi imposti all’Operatore dalla legislazione della Federazione Russa (punto 2);',
        'la necessità di esercitare i diritti e gli interessi legittimi dell’Operatore o di terzi, compresa la garanzia della sicurezza del Servizio e la protezione da azioni illecite, a condizione che non siano violati i diritti e le libertà dell’interessato (punto 7).',
      ],
    },
    {
      heading: '6. Categorie di interessati e dati personali trattati',
      paragraphs: [
        'L’Operatore tratta i dati personali delle seguenti categorie di interessati: Utenti del Servizio; dipendenti e altre persone autorizzate delle organizzazioni titolari degli spazi di lavoro; persone che hanno inviato richieste all’Operatore.',
        'L’Operatore non tratta categorie particolari di dati personali (art. 10 della Legge sui dati personali) né dati personali biometrici (art. 11). Le foto caricate nel Servizio servono a documentare lo stato delle piante e delle parcelle e non sono utilizzate per identificare le persone. Il Servizio non è destinato a persone di età inferiore a 13 anni; l’età minima per utilizzare il Servizio è 13 anni e l’Operatore non tratta consapevolmente dati personali di persone al di sotto di tale età. Se una persona non ha raggiunto l’età a partire dalla quale può prestare autonomamente il consenso al trattamento dei dati personali, il consenso è prestato dal suo rappresentante legale.',
        'Sono trattati i seguenti dati personali:',
      ],
      items: [
        'dati dell’account: login, cognome e nome, indirizzo e-mail, numero di telefono, paese, hash della password, lingua dell’interfaccia, informazioni sull’appartenenza allo spazio di lavoro di un’organizzazione e sul ruolo al suo interno;',
        'dati inseriti dall’Utente, nella misura in cui lo riguardano: informazioni sull’autore e sulla data e ora di creazione e modifica dei record relativi a campi, vivai, parcelle, misurazioni fenotipiche, varietà e dati genomici; foto con la data di acquisizione; coordinate delle parcelle (campi), se l’Utente le registra;',
        'dati tecnici: indirizzo IP, informazioni sul dispositivo, sul sistema operativo, sul browser e sulla versione dell’app, data e ora delle richieste, registri degli eventi e informazioni sugli errori;',
        'dati contenuti nei cookie token, refreshToken e language, strettamente necessari per l’autenticazione, il mantenimento della sessione e la memorizzazione della lingua dell’interfaccia scelta;',
        'il contenuto delle richieste rivolte all’Operatore e della corrispondenza con esso.',
      ],
    },
    {
      heading: '7. Modalità e condizioni del trattamento',
      paragraphs: [
        'L’Operatore effettua il trattamento automatizzato dei dati personali con trasmissione delle informazioni ottenute attraverso reti di informazione e telecomunicazione. Sui dati personali sono compiute le seguenti azioni: raccolta, registrazione, sistematizzazione, accumulo, conservazione, precisazione (aggiornamento, modifica), estrazione, uso, trasmissione (comunicazione, accesso), spersonalizzazione, blocco, cancellazione e distruzione. L’Operatore non diffonde dati personali a un numero indeterminato di persone.',
        'I dati personali sono ottenuti direttamente dall’interessato e dall’amministratore dello spazio di lavoro di un’organizzazione che invita un dipendente o un’altra persona autorizzata nello spazio di lavoro. L’app mobile accede alla posizione e alla fotocamera del dispositivo solo con l’autorizzazione dell’Utente e solo quando vengono utilizzate le relative funzioni.',
        'L’Operatore comunica i dati personali solo nella misura necessaria e solo ai seguenti soggetti:',
      ],
      items: [
        'altri membri dello spazio di lavoro dell’organizzazione, nei limiti stabiliti dai ruoli e dai diritti di accesso definiti dagli amministratori dello spazio di lavoro;',
        'soggetti che trattano i dati personali per conto dell’Operatore (fornitori di hosting e data center, fornitori di servizi di backup, servizi di invio di e-mail e notifiche push), sulla base di un contratto che definisce l’elenco delle azioni (operazioni) e le finalità del trattamento, impone l’obbligo di mantenere la riservatezza e garantire la sicurezza dei dati personali ai sensi dell’art. 19 della Legge sui dati personali e contiene gli altri requisiti dell’art. 6, comma 3, della stessa Legge;',
        'autorità statali, autorità giudiziarie e altri organi, nei casi e secondo le modalità previsti dalla legislazione della Federazione Russa;',
        'altri soggetti, con il consenso dell’interessato.',
      ],
    },
    {
      heading: '8. Localizzazione e trasferimento transfrontaliero dei dati personali',
      paragraphs: [
        'Ai sensi dell’art. 18, comma 5, della Legge sui dati personali, nel raccogliere dati personali, anche tramite Internet, l’Operatore garantisce che la registrazione, la sistematizzazione, l’accumulo, la conservazione, la precisazione (aggiornamento, modifica) e l’estrazione dei dati personali dei cittadini della Federazione Russa avvengano mediante banche dati situate nel territorio della Federazione Russa.',
        'L’Operatore effettua trasferimenti transfrontalieri di dati personali solo se necessari per le finalità indicate nella Politica e solo dopo la registrazione dei dati personali dei cittadini della Federazione Russa in banche dati situate nel territorio della Federazione Russa. I trasferimenti transfrontalieri avvengono secondo le modalità previste dall’art. 12 della Legge sui dati personali: prima di avviarli, l’Operatore notifica all’autorità competente per la tutela dei diritti degli interessati l’intenzione di effettuare trasferimenti transfrontalieri e ottiene dai destinatari informazioni sulle misure da essi adottate per proteggere i dati personali e sulle condizioni di cessazione del loro trattamento.',
        'I dati personali sono trasferiti verso Stati esteri che non garantiscono una protezione adeguata dei diritti degli interessati non prima della scadenza dei termini stabiliti dall’art. 12 della Legge sui dati personali, e tali trasferimenti cessano se l’autorità competente decide di vietarli o limitarli.',
      ],
    },
    {
      heading: '9. Riservatezza e misure di sicurezza',
      paragraphs: [
        'L’Operatore e le altre persone che hanno accesso ai dati personali sono tenuti a non divulgarli a terzi e a non diffonderli senza il consenso dell’interessato, salvo diversa disposizione di legge federale (art. 7 della Legge sui dati personali).',
        'Qualora venga accertata una trasmissione (comunicazione, diffusione, accesso) illecita o accidentale di dati personali che abbia comportato la violazione dei diritti degli interessati, l’Operatore, ai sensi dell’art. 21, comma 3.1, della Legge sui dati personali, ne informa l’autorità competente entro 24 ore e comunica l’esito dell’indagine interna entro 72 ore.',
        'Ai sensi degli artt. 18.1 e 19 della Legge sui dati personali, l’Operatore adotta le misure giuridiche, organizzative e tecniche necessarie e sufficienti per proteggere i dati personali da accessi illeciti o accidentali, distruzione, modifica, blocco, copia, comunicazione, diffusione e da altre azioni illecite. In particolare, l’Operatore:',
      ],
      items: [
        'nomina un responsabile dell’organizzazione del trattamento dei dati personali;',
        'adotta atti interni sul trattamento dei dati personali e atti volti a prevenire e individuare le violazioni della legislazione della Federazione Russa e a eliminarne le conseguenze;',
        'individua le minacce alla sicurezza dei dati personali trattati nel sistema informativo dei dati personali e assicura il livello di protezione conforme ai requisiti stabiliti dal Governo della Federazione Russa;',
        'applica misure organizzative e tecniche, compresi strumenti di protezione delle informazioni sottoposti alla procedura di valutazione della conformità, quando il loro impiego è necessario per neutralizzare le minacce attuali;',
        'garantisce la cifratura dei dati trasmessi tramite Internet (HTTPS/TLS), la conservazione delle password esclusivamente sotto forma di hash e la differenziazione dei diritti di accesso negli spazi di lavoro;',
        'tiene un registro dei supporti informatici contenenti dati personali, effettua backup regolari e garantisce il ripristino dei dati personali modificati o distrutti a seguito di accessi non autorizzati;',
        'stabilisce le regole di accesso ai dati personali e assicura la registrazione delle azioni compiute su di essi nel sistema informativo dei dati personali;',
        'rileva i casi di accesso non autorizzato ai dati personali e adotta misure di risposta, compresa l’interazione con il sistema statale di rilevamento, prevenzione ed eliminazione delle conseguenze degli attacchi informatici alle risorse informative della Federazione Russa;',
        'valuta l’efficacia delle misure adottate prima della messa in esercizio del sistema informativo dei dati personali ed effettua il controllo interno della conformità del trattamento alla Legge sui dati personali e agli atti adottati in sua attuazione;',
        'valuta il danno che può essere arrecato agli interessati in caso di violazione della Legge sui dati personali, secondo i requisiti dell’autorità competente;',
        'informa i dipendenti che trattano direttamente i dati personali delle disposizioni della legislazione della Federazione Russa in materia di dati personali, della Politica e degli atti interni dell’Operatore e ne organizza la formazione.',
      ],
    },
    {
      heading: '10. Diritti dell’interessato',
      paragraphs: [
        'L’interessato gode dei diritti previsti dall’art. 14 e da altri articoli della Legge sui dati personali. Il diritto di accesso ai propri dati personali può essere limitato in conformità alle leggi federali. L’interessato ha il diritto di:',
      ],
      items: [
        'ricevere, in forma accessibile e senza i dati personali di altri interessati, le informazioni relative al trattamento dei propri dati personali, tra cui: la conferma del trattamento dei dati personali da parte dell’Operatore; le basi giuridiche e le finalità del trattamento; le finalità e le modalità del trattamento applicate dall’Operatore; la denominazione e la sede dell’Operatore e le informazioni sulle persone (diverse dai dipendenti dell’Operatore) che hanno accesso ai dati personali o alle quali possono essere comunicati; i dati personali trattati e la loro fonte; i periodi di trattamento, compresi i periodi di conservazione; le modalità di esercizio dei diritti dell’interessato; le informazioni sui trasferimenti transfrontalieri effettuati o previsti; la denominazione o il nome e l’indirizzo del soggetto che tratta i dati per conto dell’Operatore; le informazioni sulle modalità con cui l’Operatore adempie agli obblighi di cui all’art. 18.1 della Legge sui dati personali; le altre informazioni previste dalle leggi federali;',
        'chiedere all’Operatore di precisare, bloccare o distruggere i propri dati personali se sono incompleti, obsoleti, inesatti, ottenuti illecitamente o non necessari per la finalità dichiarata del trattamento;',
        'revocare il consenso al trattamento dei dati personali e chiedere la cessazione del trattamento dei propri dati personali;',
        'impugnare le azioni o le omissioni dell’Operatore dinanzi all’autorità competente per la tutela dei diritti degli interessati o in sede giudiziaria;',
        'tutelare i propri diritti e interessi legittimi, anche chiedendo in sede giudiziaria il risarcimento dei danni e/o del danno morale.',
      ],
    },
    {
      heading: '11. Esercizio dei diritti e revoca del consenso',
      paragraphs: [
        'La richiesta dell’interessato o del suo rappresentante è inviata all’Operatore in forma scritta o come documento elettronico firmato con firma elettronica conformemente alla legislazione della Federazione Russa, all’indirizzo privacy@plotline.app. Ai sensi dell’art. 14, comma 3, della Legge sui dati personali, la richiesta deve contenere il numero del documento d’identità principale dell’interessato o del suo rappresentante, la data di rilascio e l’autorità che lo ha rilasciato; le informazioni che confermano il rapporto dell’interessato con l’Operatore (ad esempio il login e l’indirizzo e-mail dell’account) o che confermano altrimenti il trattamento dei suoi dati personali da parte dell’Operatore; la firma dell’interessato o del suo rappresentante.',
        'L’Operatore risponde alla richiesta entro 10 giorni lavorativi dal suo ricevimento. Tale termine può essere prorogato di non più di 5 giorni lavorativi se l’Operatore invia all’interessato una comunicazione motivata con l’indicazione delle ragioni della proroga. L’Operatore apporta le modifiche necessarie ai dati personali entro 7 giorni lavorativi dal ricevimento delle informazioni che ne attestano l’incompletezza, l’inesattezza o la mancanza di attualità, ed entro lo stesso termine distrugge i dati personali ottenuti illecitamente o non necessari per la finalità dichiarata. L’Utente può anche aggiornare autonomamente i dati dell’account nel proprio profilo nel Servizio.',
        'L’interessato può revocare in qualsiasi momento il consenso al trattamento dei dati personali inviando all’Operatore una dichiarazione di revoca all’indirizzo privacy@plotline.app dall’indirizzo e-mail associato al proprio account, oppure cancellando il proprio account dal profilo dell’applicazione web o dell’app mobile. L’Operatore considera la cancellazione dell’account come revoca del consenso e recesso dal contratto d’uso.',
        'In caso di revoca del consenso, l’Operatore cessa il trattamento dei dati personali e li distrugge entro 30 giorni dal ricevimento della revoca, salvo diversa previsione di un contratto di cui l’interessato è parte o di altro accordo tra l’Operatore e l’interessato, e a condizione che l’Operatore non disponga di altre basi per il trattamento previste dalla Legge sui dati personali o da altre leggi federali (art. 21, comma 5). La richiesta di cessazione del trattamento è eseguita entro 10 giorni lavorativi dal suo ricevimento, prorogabili di non più di 5 giorni lavorativi, salvo i casi previsti dai punti da 2 a 11 dell’art. 6, comma 1, della Legge sui dati personali. La revoca del consenso non pregiudica la liceità del trattamento effettuato prima del suo ricevimento; dopo la revoca del consenso non è più possibile utilizzare il Servizio.',
      ],
    },
    {
      heading:
        '12. Periodi di trattamento e conservazione, cessazione del trattamento e distruzione',
      paragraphs: [
        'I dati personali sono trattati per tutta la durata dell’account dell’Utente oppure fino al raggiungimento delle finalità del trattamento, alla revoca del consenso o alla richiesta di cessazione del trattamento, salvo diversa disposizione di legge federale.',
        'Dopo la cancellazione dell’account, l’Operatore, entro un termine non superiore a 30 giorni, cessa il trattamento dei dati personali ai fini della fornitura del Servizio e li distrugge nei sistemi attivi. I dati personali per la cui ulteriore conservazione l’Operatore dispone di altre basi legittime (backup, registri di sicurezza e informazioni necessarie per adempiere agli obblighi di legge e per tutelare i diritti dell’Operatore in caso di controversia) sono bloccati e conservati per non più di 1 anno dalla data di cancellazione dell’account, salvo che una legge federale stabilisca un periodo di conservazione più lungo. Alla scadenza di tale periodo, tali dati personali sono distrutti o spersonalizzati in modo irreversibile.',
        'I dati di miglioramento genetico inseriti nello spazio di lavoro di un’organizzazione appartengono a tale organizzazione e non sono distrutti alla cancellazione dell’account dell’Utente; i dati personali dell’Utente in essi contenuti (informazioni sull’autore dei record) sono spersonalizzati.',
        'Se viene accertato un trattamento illecito dei dati personali, l’Operatore lo fa cessare entro un termine non superiore a 3 giorni lavorativi dall’accertamento e, se non è possibile rendere lecito il trattamento, distrugge i dati personali entro un termine non superiore a 10 giorni lavorativi dall’accertamento, informandone l’interessato. La distruzione dei dati personali è attestata da documenti conformi ai requisiti stabiliti dall’autorità competente.',
      ],
    },
    {
      heading: '13. Autorità competente per la tutela dei diritti degli interessati',
      paragraphs: [
        'L’autorità competente per la tutela dei diritti degli interessati nella Federazione Russa è il Servizio federale di supervisione delle comunicazioni, delle tecnologie dell’informazione e dei mass media (Roskomnadzor), sito ufficiale rkn.gov.ru. Il Roskomnadzor esamina i reclami degli interessati e vigila sulla conformità del trattamento dei dati personali alla legislazione della Federazione Russa.',
        'Se l’interessato ritiene che l’Operatore tratti i suoi dati personali in violazione della Legge sui dati personali o violi in altro modo i suoi diritti e libertà, può impugnare le azioni o le omissioni dell’Operatore dinanzi al Roskomnadzor o in sede giudiziaria (art. 17 della Legge sui dati personali). L’Operatore raccomanda di scrivere prima a privacy@plotline.app, così che la questione possa essere risolta più rapidamente; ciò non costituisce tuttavia una condizione per rivolgersi al Roskomnadzor o all’autorità giudiziaria.',
        'L’Operatore collabora con il Roskomnadzor, invia le notifiche previste dalla Legge sui dati personali e, su richiesta dell’autorità competente, fornisce le informazioni necessarie entro 10 giorni lavorativi dal ricevimento della richiesta.',
      ],
    },
    {
      heading: '14. Disposizioni finali',
      paragraphs: [
        'La Politica entra in vigore il 22 novembre 2026 e resta in vigore a tempo indeterminato fino alla sua sostituzione con una nuova versione.',
        'L’Operatore può modificare la Politica. La nuova versione entra in vigore al momento della sua pubblicazione nel Servizio, salvo che la nuova versione disponga diversamente. L’Operatore informa gli Utenti delle modifiche sostanziali nel Servizio o via e-mail. La versione vigente della Politica è sempre disponibile nel Servizio.',
        'La Politica è redatta in lingua russa. Le traduzioni della Politica in altre lingue, compresa la presente traduzione italiana, sono fornite esclusivamente per comodità; in caso di discordanza tra il testo russo della Politica e una traduzione, prevale il testo russo.',
        'Le domande relative alla Politica e al trattamento dei dati personali vanno inviate a privacy@plotline.app. Le persone responsabili della violazione dei requisiti della Legge sui dati personali ne rispondono secondo la legislazione della Federazione Russa.',
      ],
    },
  ],
};
