import type { LegalDocumentContent } from '../legal-types';

export const deletePolicyIt: LegalDocumentContent = {
  title: 'Politica di cancellazione dell’account e dei dati',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Data di entrata in vigore',
  intro:
    'La presente Politica spiega come chiedere a Plotline di cancellare il tuo account e i tuoi dati personali nell’applicazione web Plotline e nell’app mobile Plotline (insieme, il «Servizio»), che cosa cancelliamo e in quali tempi, quali dati restano nello spazio di lavoro della tua organizzazione e come confermiamo il completamento della cancellazione. Integra la nostra Informativa sulla privacy.',
  sections: [
    {
      heading: '1. Ambito di applicazione',
      paragraphs: [
        'La presente Politica si applica a tutti gli account del Servizio, creati nell’applicazione web o nell’app mobile, e ai dati personali ad essi associati. Descrive inoltre che cosa accade quando un’organizzazione chiede di cancellare l’intero spazio di lavoro.',
        'Plotline è l’operatore (titolare del trattamento) responsabile dell’esecuzione della cancellazione. Le domande sulla presente Politica possono essere inviate a privacy@plotline.app.',
      ],
    },
    {
      heading: '2. Come richiedere la cancellazione',
      paragraphs: [
        'Puoi chiederci in qualsiasi momento e gratuitamente di cancellare il tuo account e i tuoi dati personali in uno dei seguenti modi:',
      ],
      items: [
        'nell’applicazione web: apri il tuo profilo, scegli l’opzione di cancellazione dell’account e conferma la scelta;',
        'nell’app mobile: apri la schermata del profilo, scegli l’opzione di cancellazione dell’account e conferma la scelta;',
        'via e-mail: scrivi a privacy@plotline.app dall’indirizzo e-mail associato al tuo account, con oggetto «Richiesta di cancellazione dell’account», indicando il tuo login. Puoi utilizzare questo metodo anche se l’app mobile non è più installata sul tuo dispositivo o se non riesci ad accedere.',
      ],
    },
    {
      heading: '3. Verifica della richiesta',
      paragraphs: [
        'Per proteggerti da cancellazioni richieste da altri, verifichiamo che la richiesta provenga dal titolare dell’account. Nell’app confermi la richiesta dopo aver effettuato l’accesso e potrebbe esserti chiesto di inserire di nuovo la password. Per le richieste via e-mail possiamo inviare un messaggio di conferma all’indirizzo associato all’account o chiedere informazioni note solo al titolare dell’account.',
        'Confermiamo la ricezione delle richieste inviate via e-mail al più presto e comunque entro 10 giorni lavorativi. I termini indicati di seguito decorrono dal giorno in cui la richiesta è confermata.',
        'Se sei l’unico amministratore dello spazio di lavoro di un’organizzazione, prima di cancellare il tuo account possiamo chiederti di trasferire l’amministrazione a un altro membro o di comunicarci che cosa l’organizzazione intende fare del proprio spazio di lavoro, affinché non perda l’accesso ai propri dati.',
      ],
    },
    {
      heading: '4. Che cosa accade immediatamente',
      paragraphs: [
        'Non appena la richiesta è confermata, disattiviamo il tuo account: non puoi più accedere, tutte le sessioni attive vengono chiuse, i cookie token e refreshToken e i token di accesso dell’app mobile associati al tuo account smettono di funzionare, le notifiche cessano e il tuo profilo non è più visibile agli altri utenti.',
        'La cancellazione è irreversibile. Se desideri una copia dei tuoi dati personali, richiedila prima di chiedere la cancellazione o nello stesso messaggio: te la invieremo prima che i dati vengano cancellati.',
      ],
    },
    {
      heading: '5. Che cosa cancelliamo',
      paragraphs: [
        'Entro 30 giorni dalla conferma della richiesta cancelliamo dai nostri sistemi attivi:',
      ],
      items: [
        'i dati dell’account: login, nome, indirizzo e-mail, numero di telefono, paese, hash della password, impostazioni di lingua e di notifica;',
        'le tue sessioni, i token di autenticazione e le registrazioni dei tuoi dispositivi per le notifiche push;',
        'i dati di miglioramento genetico associati solo al tuo account e non appartenenti allo spazio di lavoro di alcuna organizzazione, compresi campi, parcelle, misurazioni fenotipiche, foto e geolocalizzazione delle parcelle;',
        'la corrispondenza con l’assistenza e i dati tecnici e i log che ti identificano, salvo che siano necessari per uno dei motivi descritti nella sezione 10.',
      ],
    },
    {
      heading: '6. Dati di miglioramento genetico che restano all’organizzazione',
      paragraphs: [
        'I dati inseriti nello spazio di lavoro di un’organizzazione, come campi e vivai, parcelle, misurazioni fenotipiche, foto, varietà, dati genomici, statistiche e notizie, appartengono a tale organizzazione e fanno parte della sua documentazione di miglioramento genetico. La cancellazione del tuo account personale non comporta quindi la cancellazione di questi dati, che restano nello spazio di lavoro sotto il controllo dell’organizzazione, compresi i record da te creati.',
        'Alla cancellazione dell’account rimuoviamo da tali contenuti i tuoi dati personali: il tuo nome e i tuoi recapiti vengono cancellati e i record da te creati o modificati vengono attribuiti a un’etichetta anonima, come «Utente eliminato», anziché a te. Le foto e la geolocalizzazione delle parcelle nello spazio di lavoro restano parte dei dati dell’organizzazione, perché descrivono le sue parcelle e le sue piante, non te.',
        'Se i contenuti dello spazio di lavoro contengono altri tuoi dati personali, ad esempio il tuo nome scritto in una nota, puoi chiedere all’organizzazione o a noi di rimuoverli. Inoltreremo la richiesta all’organizzazione, che decide sui propri dati in quanto loro titolare, e la aiuteremo a rispondere.',
      ],
    },
    {
      heading: '7. Cancellazione di singoli dati senza cancellare l’account',
      paragraphs: [
        'Puoi cancellare in qualsiasi momento singoli record, foto, coordinate delle parcelle e altri dati che hai inserito utilizzando le funzioni di modifica del Servizio, nei limiti delle autorizzazioni concesse dagli amministratori del tuo spazio di lavoro. Nello spazio di lavoro di un’organizzazione alcuni dati possono essere protetti dalla cancellazione in base alle regole dell’organizzazione, perché fanno parte della sua documentazione di miglioramento genetico.',
        'I record cancellati vengono rimossi dai sistemi attivi e sono poi soggetti alle regole sui backup e sul limite di conservazione delle sezioni 9 e 10.',
      ],
    },
    {
      heading: '8. Cancellazione dello spazio di lavoro di un’organizzazione',
      paragraphs: [
        'Un amministratore autorizzato di un’organizzazione può chiederci di cancellare l’intero spazio di lavoro dell’organizzazione scrivendo a privacy@plotline.app. Poiché in questo modo si cancellano dati condivisi da molti utenti, confermiamo prima la richiesta con l’organizzazione e verifichiamo che chi la presenta ne abbia il potere.',
        'Salvo diversa previsione del contratto con l’organizzazione, cancelliamo i dati dello spazio di lavoro dai sistemi attivi entro 30 giorni dalla conferma e si applicano le regole sui backup e sul limite di conservazione indicate di seguito. Gli account dei membri dello spazio di lavoro non vengono cancellati automaticamente: ciascun membro può cancellare il proprio account ai sensi della presente Politica.',
      ],
    },
    {
      heading: '9. Backup',
      paragraphs: [
        'Per proteggere i dati dalla perdita effettuiamo backup regolari, conservati in modo sicuro e accessibili solo al personale autorizzato. I backup non possono essere modificati record per record, quindi i dati cancellati dai sistemi attivi possono rimanere nei backup fino alla loro sovrascrittura nel normale ciclo di rotazione.',
        'Finché i dati cancellati rimangono in un backup, non vengono utilizzati per alcuno scopo né ripristinati nei sistemi attivi. Se dovessimo ripristinare un backup, ad esempio dopo un guasto tecnico, prima di rimettere in uso il sistema ripristinato applicheremo nuovamente tutte le cancellazioni effettuate dopo la creazione di quel backup.',
      ],
    },
    {
      heading: '10. Limite di conservazione: non oltre 1 anno',
      paragraphs: [
        'Conserviamo i dati personali non oltre 1 anno dalla cancellazione del tuo account. Alla scadenza di tale periodo tutti i dati personali residui vengono cancellati in modo irreversibile o anonimizzati, così da non poter più essere ricondotti a te. I dati anonimizzati, come le statistiche aggregate sull’utilizzo del Servizio, non sono più dati personali.',
        'L’unica eccezione è un obbligo di legge imperativo di conservare determinati dati più a lungo. In tal caso conserviamo solo tali dati, solo per il periodo richiesto e con accesso limitato, e te lo comunichiamo nella conferma.',
        'Fino alla scadenza del periodo di 1 anno, i dati personali residui possono rimanere soltanto:',
      ],
      items: [
        'nei backup, fino alla loro sovrascrittura nel ciclo di rotazione;',
        'nei log di sicurezza necessari per indagare sugli incidenti e proteggere il Servizio e i suoi utenti dagli abusi;',
        'nelle registrazioni necessarie per adempiere a obblighi di legge o per accertare, esercitare o difendere un diritto in sede giudiziaria, come la prova della tua richiesta di cancellazione e della nostra risposta.',
      ],
    },
    {
      heading: '11. Conferma della cancellazione',
      paragraphs: [
        'Quando cancelli l’account nell’app, i dati personali del tuo account vengono anonimizzati subito e l’app lo conferma sullo schermo; anche il tuo indirizzo e-mail viene cancellato, quindi non inviamo un’e-mail separata. Se hai presentato la richiesta via e-mail, rispondiamo al tuo messaggio dopo aver cancellato i tuoi dati personali dai sistemi attivi. La risposta indica la data della cancellazione, i dati che restano in forma anonima nello spazio di lavoro della tua organizzazione e la data entro cui le copie residue saranno cancellate o anonimizzate, che non è successiva a 1 anno dalla cancellazione dell’account.',
        'Se non possiamo soddisfare la richiesta in tutto o in parte, ad esempio perché non riusciamo a verificare la tua identità o perché la legge ci obbliga a conservare determinati dati, ne spieghiamo i motivi nella risposta e ti indichiamo come contestare la nostra decisione.',
      ],
    },
    {
      heading: '12. L’app mobile e i dati sul dispositivo',
      paragraphs: [
        'Disinstallare l’app mobile o uscire dall’account non cancella l’account né i dati conservati sui nostri server. Per cancellarli, presenta una richiesta come descritto nella sezione 2.',
        'L’app mobile può conservare sul dispositivo una copia locale dei dati per il lavoro offline. Tale copia viene rimossa quando disinstalli l’app. I dati non ancora sincronizzati con i nostri server andranno in tal caso persi: sincronizza quindi i dati prima di eliminare l’app o l’account.',
      ],
    },
    {
      heading: '13. Domande, reclami e modifiche',
      paragraphs: [
        'Se hai domande sulla cancellazione o ritieni che la tua richiesta non sia stata gestita correttamente, scrivici a privacy@plotline.app. Hai inoltre il diritto di proporre reclamo a un’autorità di controllo; in Italia è il Garante per la protezione dei dati personali, nella Federazione Russa è il Roskomnadzor.',
        'Possiamo aggiornare la presente Politica. La versione vigente è sempre disponibile nel Servizio e la data di entrata in vigore indicata all’inizio della pagina mostra da quando è applicabile. Ti informeremo in anticipo delle modifiche sostanziali.',
      ],
    },
  ],
};
