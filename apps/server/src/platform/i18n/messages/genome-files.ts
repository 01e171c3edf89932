import type { Language } from '@plotline/contract/rules';

/** Server messages of the sequencing files of a plot (issue 17, decision 047), in the four languages. */
export const GENOME_FILES_MESSAGES = {
  'genomeFiles.wrongFormat': {
    en: 'Wrong file format: upload .fq, .fq.gz, .fastq, .fastq.gz, .fasta, .fasta.gz, .tar, .tar.gz or .zip.',
    ru: 'Неверный формат файла: загрузите .fq, .fq.gz, .fastq, .fastq.gz, .fasta, .fasta.gz, .tar, .tar.gz или .zip.',
    it: 'Formato del file errato: carica .fq, .fq.gz, .fastq, .fastq.gz, .fasta, .fasta.gz, .tar, .tar.gz o .zip.',
    es: 'Formato de archivo incorrecto: suba .fq, .fq.gz, .fastq, .fastq.gz, .fasta, .fasta.gz, .tar, .tar.gz o .zip.',
  },
  'genomeFiles.tooLarge': {
    en: 'The file is larger than 100 GB.',
    ru: 'Файл больше 100 ГБ.',
    it: 'Il file supera 100 GB.',
    es: 'El archivo supera 100 GB.',
  },
  'genomeFiles.nameTooLong': {
    en: 'The file name is too long (at most 255 characters).',
    ru: 'Слишком длинное имя файла (не более 255 символов).',
    it: 'Il nome del file è troppo lungo (al massimo 255 caratteri).',
    es: 'El nombre del archivo es demasiado largo (máximo 255 caracteres).',
  },
  'genomeFiles.notProcessed': {
    en: 'File not processed: {reason}',
    ru: 'Файл не обработан: {reason}',
    it: 'File non elaborato: {reason}',
    es: 'Archivo no procesado: {reason}',
  },
  'genomeFiles.archiveLacksFiles': {
    en: 'The archive lacks the required files: {needed}.',
    ru: 'В архиве нет нужных файлов: {needed}.',
    it: "Nell'archivio mancano i file richiesti: {needed}.",
    es: 'Al archivo le faltan los archivos necesarios: {needed}.',
  },
  'genomeFiles.needPair': {
    en: 'an R1 and an R2 FASTQ file',
    ru: 'файлы FASTQ R1 и R2',
    it: 'un file FASTQ R1 e uno R2',
    es: 'un archivo FASTQ R1 y uno R2',
  },
  'genomeFiles.needReads': {
    en: 'at least one FASTQ or FASTA file',
    ru: 'хотя бы один файл FASTQ или FASTA',
    it: 'almeno un file FASTQ o FASTA',
    es: 'al menos un archivo FASTQ o FASTA',
  },
  'genomeFiles.badRecord': {
    en: 'record {record} of {file} is malformed ({code}).',
    ru: 'запись {record} файла {file} повреждена ({code}).',
    it: 'il record {record} di {file} è malformato ({code}).',
    es: 'el registro {record} de {file} está mal formado ({code}).',
  },
  'genomeFiles.badArchive': {
    en: 'the archive or the compressed data cannot be read.',
    ru: 'архив или сжатые данные не читаются.',
    it: "l'archivio o i dati compressi non sono leggibili.",
    es: 'el archivo comprimido no se puede leer.',
  },
  'genomeFiles.bomb': {
    en: 'the data unpacks to more than {n} times its compressed size.',
    ru: 'данные распаковываются более чем в {n} раз больше сжатого размера.',
    it: 'i dati decompressi superano {n} volte la dimensione compressa.',
    es: 'los datos descomprimidos superan {n} veces su tamaño comprimido.',
  },
  'genomeFiles.tooManyEntries': {
    en: 'the archive holds more than {n} entries.',
    ru: 'в архиве больше {n} записей.',
    it: "l'archivio contiene più di {n} voci.",
    es: 'el archivo contiene más de {n} entradas.',
  },
  'genomeFiles.notReads': {
    en: 'the file holds no FASTQ or FASTA reads.',
    ru: 'в файле нет прочтений FASTQ или FASTA.',
    it: 'il file non contiene letture FASTQ o FASTA.',
    es: 'el archivo no contiene lecturas FASTQ o FASTA.',
  },
  'genomeFiles.cancelled': {
    en: 'processing was cancelled.',
    ru: 'обработка отменена.',
    it: "l'elaborazione è stata annullata.",
    es: 'el procesamiento fue cancelado.',
  },
  'genomeFiles.uploadGone': {
    en: 'the uploaded bytes are gone; upload the file again.',
    ru: 'загруженные данные утеряны; загрузите файл снова.',
    it: 'i dati caricati non ci sono più; carica di nuovo il file.',
    es: 'los datos subidos ya no están; vuelva a subir el archivo.',
  },
  'genomeFiles.failed': {
    en: 'an unexpected error.',
    ru: 'непредвиденная ошибка.',
    it: 'un errore imprevisto.',
    es: 'un error inesperado.',
  },
  'genomeFiles.noCatalogue': {
    en: 'No data for this culture yet, contact the admin: genotypes were not called from the reads.',
    ru: 'Для этой культуры пока нет данных, обратитесь к администратору: генотипы по прочтениям не определены.',
    it: "Non ci sono ancora dati per questa coltura, contatta l'amministratore: i genotipi non sono stati chiamati dalle letture.",
    es: 'Aún no hay datos para este cultivo, contacte al administrador: los genotipos no se llamaron a partir de las lecturas.',
  },
  'genomeFiles.notFailed': {
    en: 'Only a file that failed can be uploaded again.',
    ru: 'Повторно загрузить можно только файл, который не обработан.',
    it: 'Si può ricaricare solo un file non elaborato.',
    es: 'Solo se puede volver a subir un archivo que falló.',
  },
  'genomeFiles.notUploading': {
    en: 'The file is not being uploaded.',
    ru: 'Файл не загружается.',
    it: 'Il file non è in caricamento.',
    es: 'El archivo no se está subiendo.',
  },
  'genomeFiles.badKey': {
    en: 'This upload key was not given to you, has expired or holds no file.',
    ru: 'Этот ключ загрузки выдан не вам, истёк или не содержит файла.',
    it: 'Questa chiave di caricamento non è tua, è scaduta o non contiene un file.',
    es: 'Esta clave de subida no es suya, expiró o no contiene archivo.',
  },
  'genomeFiles.badForm': {
    en: 'The upload form is invalid or has expired.',
    ru: 'Форма загрузки недействительна или истекла.',
    it: 'Il modulo di caricamento non è valido o è scaduto.',
    es: 'El formulario de subida no es válido o expiró.',
  },
  'genomeFiles.notFastqc': {
    en: '{file} is not a FastQC result archive (*_fastqc.zip holding fastqc_data.txt).',
    ru: '{file} — не архив результатов FastQC (*_fastqc.zip с fastqc_data.txt).',
    it: '{file} non è un archivio di risultati FastQC (*_fastqc.zip con fastqc_data.txt).',
    es: '{file} no es un archivo de resultados FastQC (*_fastqc.zip con fastqc_data.txt).',
  },
  'genomeFiles.processed': {
    en: 'File {file} processed',
    ru: 'Файл {file} обработан',
    it: 'File {file} elaborato',
    es: 'Archivo {file} procesado',
  },
  'genomeFiles.processedCounts': {
    en: 'Reads: {reads}; markers called: {markers}.',
    ru: 'Прочтений: {reads}; маркеров определено: {markers}.',
    it: 'Letture: {reads}; marcatori chiamati: {markers}.',
    es: 'Lecturas: {reads}; marcadores llamados: {markers}.',
  },
  'genomeFiles.uploadFailed': {
    en: 'Genomic upload failed: {file}',
    ru: 'Не удалось загрузить геномный файл: {file}',
    it: 'Caricamento genomico non riuscito: {file}',
    es: 'Falló la subida genómica: {file}',
  },
} as const satisfies Record<string, Record<Language, string>>;
