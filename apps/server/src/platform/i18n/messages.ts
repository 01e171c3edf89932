import type { Language } from '@plotline/contract/rules';

/**
 * The server's message catalogue: one entry per key, in the four interface languages.
 * English texts are the DRF standard ones where DRF has them. `{n}` and other `{name}`
 * placeholders are filled by `translate`.
 */
export const MESSAGES = {
  'errors.required': {
    en: 'This field is required.',
    ru: 'Обязательное поле.',
    it: 'Questo campo è obbligatorio.',
    es: 'Este campo es requerido.',
  },
  'errors.null': {
    en: 'This field may not be null.',
    ru: 'Это поле не может быть пустым (null).',
    it: 'Questo campo non può essere nullo.',
    es: 'Este campo no puede ser nulo.',
  },
  'errors.blank': {
    en: 'This field may not be blank.',
    ru: 'Это поле не может быть пустым.',
    it: 'Questo campo non può essere vuoto.',
    es: 'Este campo no puede estar en blanco.',
  },
  'errors.maxLength': {
    en: 'Ensure this field has no more than {n} characters.',
    ru: 'Убедитесь, что это значение содержит не более {n} символов.',
    it: 'Assicurati che questo campo non abbia più di {n} caratteri.',
    es: 'Asegúrese de que este campo no tenga más de {n} caracteres.',
  },
  'errors.minLength': {
    en: 'Ensure this field has at least {n} characters.',
    ru: 'Убедитесь, что это значение содержит не менее {n} символов.',
    it: 'Assicurati che questo campo abbia almeno {n} caratteri.',
    es: 'Asegúrese de que este campo tenga al menos {n} caracteres.',
  },
  'errors.minValue': {
    en: 'Ensure this value is greater than or equal to {n}.',
    ru: 'Убедитесь, что это значение больше либо равно {n}.',
    it: 'Assicurati che questo valore sia maggiore o uguale a {n}.',
    es: 'Asegúrese de que este valor sea mayor o igual a {n}.',
  },
  'errors.maxValue': {
    en: 'Ensure this value is less than or equal to {n}.',
    ru: 'Убедитесь, что это значение меньше либо равно {n}.',
    it: 'Assicurati che questo valore sia minore o uguale a {n}.',
    es: 'Asegúrese de que este valor sea menor o igual a {n}.',
  },
  'errors.number': {
    en: 'A valid number is required.',
    ru: 'Требуется корректное число.',
    it: 'È richiesto un numero valido.',
    es: 'Se requiere un número válido.',
  },
  'errors.integer': {
    en: 'A valid integer is required.',
    ru: 'Требуется корректное целое число.',
    it: 'È richiesto un numero intero valido.',
    es: 'Se requiere un número entero válido.',
  },
  'errors.string': {
    en: 'Not a valid string.',
    ru: 'Некорректная строка.',
    it: 'Stringa non valida.',
    es: 'No es una cadena válida.',
  },
  'errors.boolean': {
    en: 'Must be a valid boolean.',
    ru: 'Требуется логическое значение.',
    it: 'Deve essere un valore booleano valido.',
    es: 'Debe ser un booleano válido.',
  },
  'errors.list': {
    en: 'Expected a list of items.',
    ru: 'Ожидался список элементов.',
    it: 'Era atteso un elenco di elementi.',
    es: 'Se esperaba una lista de elementos.',
  },
  'errors.object': {
    en: 'Invalid data. Expected a dictionary.',
    ru: 'Некорректные данные. Ожидался объект.',
    it: 'Dati non validi. Era atteso un oggetto.',
    es: 'Datos no válidos. Se esperaba un diccionario.',
  },
  'errors.choice': {
    en: 'This is not a valid choice.',
    ru: 'Недопустимое значение.',
    it: 'Questa non è una scelta valida.',
    es: 'Esta no es una opción válida.',
  },
  'errors.invalid': {
    en: 'Invalid value.',
    ru: 'Некорректное значение.',
    it: 'Valore non valido.',
    es: 'Valor no válido.',
  },
  'errors.unknownField': {
    en: 'Unknown field.',
    ru: 'Неизвестное поле.',
    it: 'Campo sconosciuto.',
    es: 'Campo desconocido.',
  },
  'errors.malformedBody': {
    en: 'Malformed request body.',
    ru: 'Некорректное тело запроса.',
    it: 'Corpo della richiesta non valido.',
    es: 'Cuerpo de la solicitud mal formado.',
  },
  'errors.notAuthenticated': {
    en: 'Authentication credentials were not provided.',
    ru: 'Учётные данные не были предоставлены.',
    it: 'Le credenziali di autenticazione non sono state fornite.',
    es: 'Las credenciales de autenticación no se proveyeron.',
  },
  'errors.tokenInvalid': {
    en: 'Token is invalid',
    ru: 'Токен недействителен',
    it: 'Il token non è valido',
    es: 'El token no es válido',
  },
  'errors.permissionDenied': {
    en: 'You do not have permission to perform this action.',
    ru: 'У вас нет прав для выполнения этого действия.',
    it: 'Non hai il permesso di eseguire questa azione.',
    es: 'No tiene permiso para realizar esta acción.',
  },
  'errors.notFound': {
    en: 'Not found.',
    ru: 'Не найдено.',
    it: 'Non trovato.',
    es: 'No encontrado.',
  },
  'errors.methodNotAllowed': {
    en: 'Method not allowed.',
    ru: 'Метод не разрешён.',
    it: 'Metodo non consentito.',
    es: 'Método no permitido.',
  },
  'errors.payloadTooLarge': {
    en: 'Request body is too large.',
    ru: 'Тело запроса слишком велико.',
    it: 'Il corpo della richiesta è troppo grande.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
  },
  'errors.throttled': {
    en: 'Request was throttled. Expected available in {n} seconds.',
    ru: 'Слишком много запросов. Повторите через {n} с.',
    it: 'Troppe richieste. Riprova tra {n} secondi.',
    es: 'Solicitud limitada. Disponible de nuevo en {n} segundos.',
  },
  'errors.server': {
    en: 'Something went wrong',
    ru: 'Что-то пошло не так',
    it: 'Qualcosa è andato storto',
    es: 'Algo salió mal',
  },
  'auth.invalidCredentials': {
    en: 'Invalid credentials',
    ru: 'Неверный логин или пароль',
    it: 'Credenziali non valide',
    es: 'Credenciales no válidas',
  },
  'auth.loginBlocked': {
    en: 'You have exceeded the allowed number of login attempts',
    ru: 'Вы превысили допустимое количество попыток входа',
    it: 'Hai superato il numero consentito di tentativi di accesso',
    es: 'Ha superado el número permitido de intentos de inicio de sesión',
  },
  'auth.loggedOut': {
    en: 'Successfully logged out.',
    ru: 'Вы вышли из системы.',
    it: 'Disconnessione avvenuta.',
    es: 'Sesión cerrada correctamente.',
  },
  'validation.loginPattern': {
    en: 'Only Latin letters, digits and _ . - are allowed, with at least one Latin letter.',
    ru: 'Допустимы только латинские буквы, цифры и _ . -, хотя бы одна латинская буква.',
    it: 'Sono ammessi solo lettere latine, cifre e _ . -, con almeno una lettera latina.',
    es: 'Solo se permiten letras latinas, dígitos y _ . -, con al menos una letra latina.',
  },
  'validation.passwordDigit': {
    en: 'The password must contain at least one digit.',
    ru: 'Пароль должен содержать хотя бы одну цифру.',
    it: 'La password deve contenere almeno una cifra.',
    es: 'La contraseña debe contener al menos un dígito.',
  },
  'validation.passwordSpecial': {
    en: 'The password must contain at least one of #?!@$%^&*-_.',
    ru: 'Пароль должен содержать хотя бы один из символов #?!@$%^&*-_.',
    it: 'La password deve contenere almeno uno tra #?!@$%^&*-_.',
    es: 'La contraseña debe contener al menos uno de #?!@$%^&*-_.',
  },
  'validation.passwordCase': {
    en: 'The password must contain upper- and lower-case Latin letters.',
    ru: 'Пароль должен содержать заглавные и строчные латинские буквы.',
    it: 'La password deve contenere lettere latine maiuscole e minuscole.',
    es: 'La contraseña debe contener letras latinas mayúsculas y minúsculas.',
  },
  'validation.noSpaces': {
    en: 'Spaces are not allowed.',
    ru: 'Пробелы не допускаются.',
    it: 'Gli spazi non sono ammessi.',
    es: 'No se permiten espacios.',
  },
  'validation.passwordsMismatch': {
    en: 'The passwords do not match.',
    ru: 'Пароли не совпадают.',
    it: 'Le password non coincidono.',
    es: 'Las contraseñas no coinciden.',
  },
  'validation.phone': {
    en: 'Enter the phone number as +79991234567.',
    ru: 'Введите телефон в формате +79991234567.',
    it: 'Inserisci il numero nel formato +79991234567.',
    es: 'Introduzca el teléfono en el formato +79991234567.',
  },
  'validation.email': {
    en: 'Enter a valid email address.',
    ru: 'Введите корректный адрес электронной почты.',
    it: 'Inserisci un indirizzo email valido.',
    es: 'Introduzca una dirección de correo electrónico válida.',
  },
  'validation.userExists': {
    en: 'A user with this login already exists',
    ru: 'Пользователь с таким логином уже существует',
    it: 'Esiste già un utente con questo login',
    es: 'Ya existe un usuario con este nombre de usuario',
  },
  'account.passwordIncorrect': {
    en: 'The password is incorrect.',
    ru: 'Неверный пароль.',
    it: 'La password non è corretta.',
    es: 'La contraseña es incorrecta.',
  },
  'account.lastHeadOfCompany': {
    en: 'You are the only head of your company: appoint another head of company before deleting your account, so that the company’s data keeps an owner.',
    ru: 'Вы единственный руководитель компании: назначьте другого руководителя компании, прежде чем удалять аккаунт, чтобы у данных компании остался владелец.',
    it: 'Sei l’unico responsabile dell’azienda: nomina un altro responsabile prima di eliminare il tuo account, affinché i dati dell’azienda conservino un proprietario.',
    es: 'Es el único director de su empresa: nombre a otro director de la empresa antes de eliminar su cuenta, para que los datos de la empresa conserven un propietario.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;
