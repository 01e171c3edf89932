import type { LegalDocumentContent } from '../legal-types';

export const personalDataEs: LegalDocumentContent = {
  title: 'Política de tratamiento de datos personales',
  effectiveDate: '2026-11-22',
  effectiveDateLabel: 'Fecha de entrada en vigor',
  intro:
    'La presente Política de tratamiento de datos personales (la «Política») establece las finalidades, las bases jurídicas, el procedimiento y las condiciones del tratamiento de los datos personales de los usuarios de la aplicación web y de la aplicación móvil de Plotline, así como las medidas adoptadas para garantizar la seguridad de los datos personales. La Política se ha elaborado de conformidad con la Ley Federal de la Federación de Rusia n.º 152-FZ, de 27 de julio de 2006, «De datos personales» (la «Ley de Datos Personales») y es un documento de acceso público. Este texto es una traducción al español facilitada por comodidad; el texto en ruso de la Política es el auténtico y prevalece en caso de discrepancia.',
  sections: [
    {
      heading: '1. Disposiciones generales',
      paragraphs: [
        'El operador de datos personales es Plotline (el «Operador»). El Operador organiza y lleva a cabo de forma independiente el tratamiento de los datos personales y determina sus finalidades, los datos personales que se tratan y las acciones (operaciones) que se realizan con ellos. Dirección de correo electrónico para consultas sobre el tratamiento de datos personales: privacy@plotline.app.',
        'La Política se aplica a todos los datos personales que el Operador trata al dar acceso a Plotline, una base de datos para fitomejoradores compuesta por una aplicación web y una aplicación móvil para la captura de datos en campo (conjuntamente, el «Servicio»), así como en la relación con las personas que se dirigen al Operador.',
        'En cumplimiento del artículo 18.1, apartado 2, de la Ley de Datos Personales, la Política está publicada en el Servicio y se garantiza el acceso ilimitado a ella. El Operador designa a una persona responsable de la organización del tratamiento de los datos personales, a quien pueden dirigirse las consultas en privacy@plotline.app.',
        'Las cuestiones no reguladas en la Política se rigen por la legislación de la Federación de Rusia en materia de datos personales.',
      ],
    },
    {
      heading: '2. Términos y definiciones',
      paragraphs: [
        'En la Política se utilizan los siguientes términos: Servicio es la aplicación web y la aplicación móvil de Plotline destinadas a gestionar una base de datos de mejora genética (campos y viveros, parcelas, datos fenotípicos, variedades, datos genómicos, estadísticas, noticias y notificaciones); Usuario es la persona física que ha registrado una cuenta en el Servicio o lo utiliza; espacio de trabajo es la parte del Servicio perteneciente a una organización (empresa de mejora genética, institución de investigación o educativa, etc.) en la que sus empleados y otras personas autorizadas gestionan conjuntamente datos de mejora genética.',
        'Los demás términos tienen el significado que les atribuye el artículo 3 de la Ley de Datos Personales:',
      ],
      items: [
        'datos personales: toda información relativa a una persona física identificada o identificable, directa o indirectamente (titular de los datos personales);',
        'operador: un órgano estatal, un órgano municipal o una persona jurídica o física que, por sí solo o junto con otros, organiza o lleva a cabo el tratamiento de datos personales y determina las finalidades del tratamiento, los datos personales que se tratan y las acciones (operaciones) que se realizan con ellos;',
        'tratamiento de datos personales: cualquier acción (operación) o conjunto de acciones (operaciones) realizadas con datos personales, con o sin medios automatizados, incluidos la recogida, el registro, la sistematización, la acumulación, el almacenamiento, la precisión (actualización, modificación), la extracción, el uso, la transmisión (difusión, comunicación, acceso), la despersonalización, el bloqueo, la eliminación y la destrucción de los datos personales;',
        'tratamiento automatizado de datos personales: el tratamiento de datos personales mediante medios informáticos;',
        'difusión de datos personales: las acciones dirigidas a revelar datos personales a un número indeterminado de personas;',
        'comunicación de datos personales: las acciones dirigidas a revelar datos personales a una persona determinada o a un círculo determinado de personas;',
        'bloqueo de datos personales: la suspensión temporal del tratamiento de datos personales (salvo cuando el tratamiento sea necesario para precisar los datos personales);',
        'destrucción de datos personales: las acciones como consecuencia de las cuales resulta imposible restablecer el contenido de los datos personales en el sistema de información de datos personales o se destruyen los soportes materiales de los datos personales;',
        'despersonalización de datos personales: las acciones como consecuencia de las cuales resulta imposible, sin utilizar información adicional, determinar a qué titular pertenecen los datos personales;',
        'sistema de información de datos personales: el conjunto de los datos personales contenidos en bases de datos y de las tecnologías de la información y medios técnicos que garantizan su tratamiento;',
        'transferencia transfronteriza de datos personales: la transferencia de datos personales al territorio de un Estado extranjero, a una autoridad de un Estado extranjero, a una persona física extranjera o a una persona jurídica extranjera.',
      ],
    },
    {
      heading: '3. Principios del tratamiento',
      paragraphs: [
        'El Operador trata los datos personales conforme a los principios establecidos en el artículo 5 de la Ley de Datos Personales:',
      ],
      items: [
        'el tratamiento se realiza sobre una base lícita y leal;',
        'el tratamiento se limita a la consecución de finalidades concretas, predeterminadas y legítimas; no se admite el tratamiento incompatible con las finalidades de la recogida de los datos personales;',
        'no se admite la combinación de bases de datos que contengan datos personales tratados con finalidades incompatibles entre sí;',
        'solo se tratan los datos personales que responden a las finalidades del tratamiento; el contenido y el volumen de los datos tratados se corresponden con las finalidades declaradas y no son excesivos;',
        'se garantizan la exactitud y la suficiencia de los datos personales y, cuando es necesario, su actualidad en relación con las finalidades del tratamiento; el Operador adopta las medidas necesarias para suprimir o precisar los datos incompletos o inexactos;',
        'los datos personales se conservan de forma que permita identificar a su titular durante no más tiempo del que exijan las finalidades del tratamiento, salvo que el plazo de conservación esté establecido por una ley federal o por un contrato del que sea parte el titular;',
        'los datos personales tratados se destruyen o se despersonalizan una vez alcanzadas las finalidades del tratamiento o cuando deja de ser necesario alcanzarlas, salvo que una ley federal disponga otra cosa.',
      ],
    },
    {
      heading: '4. Finalidades del tratamiento',
      paragraphs: [
        'El Operador no trata datos personales con el fin de promocionar bienes, obras o servicios en el mercado mediante contactos directos con potenciales consumidores (artículo 15 de la Ley de Datos Personales) y no adopta decisiones basadas únicamente en el tratamiento automatizado de datos personales que produzcan efectos jurídicos para el titular o afecten de otro modo a sus derechos e intereses legítimos (artículo 16).',
        'El Operador trata los datos personales con las siguientes finalidades:',
      ],
      items: [
        'registro del Usuario en el Servicio, creación y gestión de la cuenta, identificación y autenticación del Usuario y acceso al Servicio;',
        'ejecución del acuerdo de usuario y de los contratos con las organizaciones titulares de espacios de trabajo: almacenamiento, visualización, sincronización entre la aplicación web y la aplicación móvil y copia de seguridad de los datos introducidos por el Usuario sobre campos, viveros, parcelas, mediciones fenotípicas, variedades y datos genómicos, así como de fotografías y coordenadas de parcelas;',
        'prestación de las funciones del Servicio, incluidos el tratamiento estadístico de datos, la elaboración de informes y la colaboración entre los miembros del espacio de trabajo según sus funciones y derechos de acceso;',
        'información a los Usuarios sobre el Servicio: envío de notificaciones del servicio y noticias sobre el Servicio en la aplicación, por correo electrónico y mediante notificaciones push;',
        'atención de las consultas de los Usuarios y de otras personas, asistencia técnica y tramitación de las solicitudes de los titulares de datos personales;',
        'garantía de la seguridad del Servicio, prevención y detección de accesos no autorizados y de otras acciones ilícitas y llevanza de registros de eventos;',
        'cumplimiento de las obligaciones impuestas al Operador por la legislación de la Federación de Rusia y protección de los derechos e intereses legítimos del Operador.',
      ],
    },
    {
      heading: '5. Bases jurídicas del tratamiento',
      paragraphs: [
        'Constituyen la base jurídica del tratamiento de datos personales la Constitución de la Federación de Rusia, el Código Civil de la Federación de Rusia, la Ley Federal n.º 149-FZ, de 27 de julio de 2006, «De la información, las tecnologías de la información y la protección de la información», la Ley de Datos Personales y las normas adoptadas en su desarrollo, así como el acuerdo de usuario del Servicio y los contratos del Operador con las organizaciones.',
        'Los datos personales se tratan cuando concurre al menos una de las siguientes bases previstas en el artículo 6, apartado 1, de la Ley de Datos Personales:',
      ],
      items: [
        'el consentimiento del titular para el tratamiento de sus datos personales (punto 1), incluido el prestado al registrarse en el Servicio;',
        'la necesidad de ejecutar un contrato (el acuerdo de usuario) del que el titular es parte o de celebrar un contrato a iniciativa del titular (punto 5);',
        'la necesidad de ejercer y cumplir las funciones, facultades y obligaciones impuestas al Operador por la legislación de la Federación de Rusia (punto 2);',
        'la necesidad de ejercer los derechos e intereses legítimos del Operador o de terceros, incluida la garantía de la seguridad del Servicio y la protección frente a acciones ilícitas, siempre que no se vulneren los derechos y libertades del titular (punto 7).',
      ],
    },
    {
      heading: '6. Categorías de titulares y datos personales tratados',
      paragraphs: [
        'El Operador trata los datos personales de las siguientes categorías de titulares: Usuarios del Servicio; empleados y otras personas autorizadas de las organizaciones titulares de espacios de trabajo; personas que han dirigido consultas al Operador.',
        'El Operador no trata categorías especiales de datos personales (artículo 10 de la Ley de Datos Personales) ni datos personales biométricos (artículo 11). Las fotografías que se suben al Servicio sirven para documentar el estado de las plantas y las parcelas y no se utilizan para identificar a personas. El Servicio no está destinado a menores de 13 años; la edad mínima para utilizar el Servicio es de 13 años y el Operador no trata a sabiendas datos personales de personas por debajo de esa edad. Si una persona no ha alcanzado la edad a partir de la cual puede consentir por sí misma el tratamiento de sus datos personales, el consentimiento lo presta su representante legal.',
        'Se tratan los siguientes datos personales:',
      ],
      items: [
        'datos de la cuenta: nombre de usuario (login), apellidos y nombre, dirección de correo electrónico, número de teléfono, país, hash de la contraseña, idioma de la interfaz e información sobre la pertenencia al espacio de trabajo de una organización y la función en él;',
        'datos introducidos por el Usuario, en la medida en que se refieran a él: información sobre la autoría y la fecha y hora de creación y modificación de los registros sobre campos, viveros, parcelas, mediciones fenotípicas, variedades y datos genómicos; fotografías con su fecha de captura; coordenadas de parcelas (campos), si el Usuario las registra;',
        'datos técnicos: dirección IP, información sobre el dispositivo, el sistema operativo, el navegador y la versión de la aplicación, fecha y hora de las solicitudes, registros de eventos e información sobre errores;',
        'datos contenidos en las cookies token, refreshToken y language, estrictamente necesarias para la autenticación, el mantenimiento de la sesión y la conservación del idioma de la interfaz elegido;',
        'el contenido de las consultas dirigidas al Operador y de la correspondencia con él.',
      ],
    },
    {
      heading: '7. Procedimiento y condiciones del tratamiento',
      paragraphs: [
        'El Operador realiza un tratamiento automatizado de los datos personales con transmisión de la información obtenida a través de redes de información y telecomunicaciones. Con los datos personales se realizan las siguientes acciones: recogida, registro, sistematización, acumulación, almacenamiento, precisión (actualización, modificación), extracción, uso, transmisión (comunicación, acceso), despersonalización, bloqueo, eliminación y destrucción. El Operador no difunde datos personales a un número indeterminado de personas.',
        'Los datos personales se obtienen directamente de su titular y del administrador del espacio de trabajo de una organización que invita a un empleado u otra persona autorizada al espacio de trabajo. La aplicación móvil accede a la ubicación y a la cámara del dispositivo únicamente con el permiso del Usuario y solo cuando se utilizan las funciones correspondientes.',
        'El Operador comunica los datos personales solo en la medida necesaria y únicamente a las siguientes personas:',
      ],
      items: [
        'otros miembros del espacio de trabajo de la organización, en la medida determinada por las funciones y los derechos de acceso establecidos por los administradores del espacio de trabajo;',
        'personas que tratan datos personales por encargo del Operador (proveedores de alojamiento y centros de datos, proveedores de copias de seguridad, servicios de envío de correo electrónico y de notificaciones push), sobre la base de un contrato que define la lista de acciones (operaciones) y las finalidades del tratamiento, impone la obligación de mantener la confidencialidad y garantizar la seguridad de los datos personales conforme al artículo 19 de la Ley de Datos Personales y recoge los demás requisitos del artículo 6, apartado 3, de dicha Ley;',
        'autoridades estatales, juzgados y tribunales y otros órganos, en los casos y en la forma previstos por la legislación de la Federación de Rusia;',
        'otras personas, con el consentimiento del titular.',
      ],
    },
    {
      heading: '8. Localización y transferencia transfronteriza de datos personales',
      paragraphs: [
        'De conformidad con el artículo 18, apartado 5, de la Ley de Datos Personales, al recoger datos personales, incluso a través de Internet, el Operador garantiza que el registro, la sistematización, la acumulación, el almacenamiento, la precisión (actualización, modificación) y la extracción de los datos personales de los ciudadanos de la Federación de Rusia se realicen mediante bases de datos situadas en el territorio de la Federación de Rusia.',
        'El Operador realiza transferencias transfronterizas de datos personales solo cuando son necesarias para las finalidades indicadas en la Política y solo después de registrar los datos personales de los ciudadanos de la Federación de Rusia en bases de datos situadas en el territorio de la Federación de Rusia. Las transferencias transfronterizas se realizan conforme al procedimiento del artículo 12 de la Ley de Datos Personales: antes de iniciarlas, el Operador notifica a la autoridad competente para la protección de los derechos de los titulares de datos personales su intención de realizarlas y obtiene de los destinatarios información sobre las medidas que adoptan para proteger los datos personales y sobre las condiciones de cese de su tratamiento.',
        'Los datos personales se transfieren a Estados extranjeros que no garantizan una protección adecuada de los derechos de los titulares no antes de que venzan los plazos establecidos en el artículo 12 de la Ley de Datos Personales, y dichas transferencias cesan si la autoridad competente decide prohibirlas o restringirlas.',
      ],
    },
    {
      heading: '9. Confidencialidad y medidas de seguridad',
      paragraphs: [
        'El Operador y las demás personas que hayan obtenido acceso a datos personales están obligados a no revelarlos a terceros ni difundirlos sin el consentimiento del titular, salvo que una ley federal disponga otra cosa (artículo 7 de la Ley de Datos Personales).',
        'Si se constata una transmisión (comunicación, difusión, acceso) ilícita o accidental de datos personales que haya vulnerado los derechos de los titulares, el Operador, conforme al artículo 21, apartado 3.1, de la Ley de Datos Personales, lo notifica a la autoridad competente en un plazo de 24 horas y le comunica los resultados de la investigación interna en un plazo de 72 horas.',
        'De conformidad con los artículos 18.1 y 19 de la Ley de Datos Personales, el Operador adopta las medidas jurídicas, organizativas y técnicas necesarias y suficientes para proteger los datos personales frente al acceso ilícito o accidental, la destrucción, la modificación, el bloqueo, la copia, la comunicación, la difusión y otras acciones ilícitas. En particular, el Operador:',
      ],
      items: [
        'designa a una persona responsable de la organización del tratamiento de los datos personales;',
        'aprueba normas internas sobre el tratamiento de datos personales y normas dirigidas a prevenir y detectar infracciones de la legislación de la Federación de Rusia y a eliminar sus consecuencias;',
        'determina las amenazas a la seguridad de los datos personales tratados en el sistema de información de datos personales y garantiza el nivel de protección conforme a los requisitos establecidos por el Gobierno de la Federación de Rusia;',
        'aplica medidas organizativas y técnicas, incluidos medios de protección de la información que hayan superado el procedimiento de evaluación de la conformidad, cuando su uso sea necesario para neutralizar amenazas actuales;',
        'garantiza el cifrado de los datos transmitidos por Internet (HTTPS/TLS), la conservación de las contraseñas únicamente en forma de hash y la diferenciación de los derechos de acceso en los espacios de trabajo;',
        'lleva un registro de los soportes informáticos de datos personales, realiza copias de seguridad periódicas y garantiza la recuperación de los datos personales modificados o destruidos como consecuencia de un acceso no autorizado;',
        'establece normas de acceso a los datos personales y garantiza el registro de las acciones realizadas con ellos en el sistema de información de datos personales;',
        'detecta los accesos no autorizados a datos personales y adopta medidas de respuesta, incluida la interacción con el sistema estatal de detección, prevención y eliminación de las consecuencias de ataques informáticos contra los recursos de información de la Federación de Rusia;',
        'evalúa la eficacia de las medidas adoptadas antes de la puesta en servicio del sistema de información de datos personales y realiza el control interno de la conformidad del tratamiento con la Ley de Datos Personales y las normas adoptadas en su desarrollo;',
        'evalúa el daño que puede causarse a los titulares en caso de infracción de la Ley de Datos Personales, conforme a los requisitos de la autoridad competente;',
        'informa a los empleados que tratan directamente datos personales de las disposiciones de la legislación de la Federación de Rusia en materia de datos personales, de la Política y de las normas internas del Operador, y organiza su formación.',
      ],
    },
    {
      heading: '10. Derechos del titular de los datos personales',
      paragraphs: [
        'El titular de los datos personales tiene los derechos previstos en el artículo 14 y en otros artículos de la Ley de Datos Personales. El derecho de acceso a sus datos personales puede limitarse de conformidad con las leyes federales. El titular tiene derecho a:',
      ],
      items: [
        'recibir, en forma accesible y sin datos personales de otros titulares, información relativa al tratamiento de sus datos personales, en particular: la confirmación de que el Operador trata datos personales; las bases jurídicas y las finalidades del tratamiento; las finalidades y los métodos de tratamiento utilizados por el Operador; la denominación y el domicilio del Operador y la información sobre las personas (distintas de los empleados del Operador) que tienen acceso a los datos personales o a las que pueden comunicarse; los datos personales tratados y su origen; los plazos del tratamiento, incluidos los de conservación; el procedimiento para ejercer los derechos del titular; la información sobre las transferencias transfronterizas realizadas o previstas; la denominación o el nombre y la dirección de la persona que trata los datos por encargo del Operador; la información sobre cómo cumple el Operador las obligaciones establecidas en el artículo 18.1 de la Ley de Datos Personales; y otra información prevista en las leyes federales;',
        'exigir al Operador la precisión, el bloqueo o la destrucción de sus datos personales cuando sean incompletos, estén desactualizados, sean inexactos, se hayan obtenido ilícitamente o no sean necesarios para la finalidad declarada del tratamiento;',
        'retirar el consentimiento al tratamiento de sus datos personales y exigir el cese del tratamiento de sus datos personales;',
        'recurrir las acciones u omisiones del Operador ante la autoridad competente para la protección de los derechos de los titulares de datos personales o ante los tribunales;',
        'proteger sus derechos e intereses legítimos, incluida la reclamación judicial de la indemnización de daños y perjuicios y del daño moral.',
      ],
    },
    {
      heading: '11. Ejercicio de los derechos y retirada del consentimiento',
      paragraphs: [
        'La solicitud del titular o de su representante se envía al Operador por escrito o como documento electrónico firmado con firma electrónica conforme a la legislación de la Federación de Rusia, a privacy@plotline.app. De conformidad con el artículo 14, apartado 3, de la Ley de Datos Personales, la solicitud debe contener el número del documento de identidad principal del titular o de su representante, la fecha de expedición de dicho documento y la autoridad que lo expidió; información que confirme la relación del titular con el Operador (por ejemplo, el nombre de usuario y la dirección de correo electrónico de la cuenta) o que confirme de otro modo que el Operador trata sus datos personales; y la firma del titular o de su representante.',
        'El Operador responde a la solicitud en un plazo de 10 días hábiles desde su recepción. Este plazo puede prorrogarse no más de 5 días hábiles si el Operador envía al titular una notificación motivada con las razones de la prórroga. El Operador introduce las modificaciones necesarias en los datos personales en un plazo de 7 días hábiles desde que recibe información que acredite que son incompletos, inexactos o no están actualizados y, en el mismo plazo, destruye los datos personales obtenidos ilícitamente o que no sean necesarios para la finalidad declarada. El Usuario también puede actualizar por sí mismo los datos de su cuenta en su perfil del Servicio.',
        'El titular puede retirar en cualquier momento su consentimiento al tratamiento de datos personales enviando al Operador una declaración de retirada a privacy@plotline.app desde la dirección de correo electrónico vinculada a su cuenta, o eliminando su cuenta desde el perfil de la aplicación web o de la aplicación móvil. El Operador considera la eliminación de la cuenta como retirada del consentimiento y resolución del acuerdo de usuario.',
        'En caso de retirada del consentimiento, el Operador cesa el tratamiento de los datos personales y los destruye en un plazo de 30 días desde la recepción de la retirada, salvo que un contrato del que sea parte el titular u otro acuerdo entre el Operador y el titular disponga otra cosa, y siempre que el Operador no disponga de otras bases para el tratamiento previstas en la Ley de Datos Personales o en otras leyes federales (artículo 21, apartado 5). La solicitud de cese del tratamiento se atiende en un plazo de 10 días hábiles desde su recepción, prorrogable como máximo 5 días hábiles, salvo en los casos previstos en los puntos 2 a 11 del artículo 6, apartado 1, de la Ley de Datos Personales. La retirada del consentimiento no afecta a la licitud del tratamiento realizado antes de su recepción; tras la retirada del consentimiento ya no es posible utilizar el Servicio.',
      ],
    },
    {
      heading: '12. Plazos de tratamiento y conservación, cese del tratamiento y destrucción',
      paragraphs: [
        'Los datos personales se tratan mientras exista la cuenta del Usuario o hasta que se alcancen las finalidades del tratamiento, se retire el consentimiento o se solicite el cese del tratamiento, salvo que una ley federal disponga otra cosa.',
        'Tras la eliminación de una cuenta, el Operador, en un plazo no superior a 30 días, cesa el tratamiento de los datos personales con la finalidad de prestar el Servicio y los destruye en sus sistemas activos. Los datos personales para cuya conservación posterior el Operador disponga de otras bases legítimas (copias de seguridad, registros de seguridad e información necesaria para cumplir las obligaciones legales y proteger los derechos del Operador en caso de controversia) se bloquean y se conservan durante no más de 1 año desde la fecha de eliminación de la cuenta, salvo que una ley federal establezca un plazo de conservación más largo. Transcurrido dicho plazo, esos datos personales se destruyen o se despersonalizan de forma irreversible.',
        'Los datos de mejora genética introducidos en el espacio de trabajo de una organización pertenecen a dicha organización y no se destruyen al eliminarse la cuenta del Usuario; los datos personales del Usuario contenidos en ellos (información sobre la autoría de los registros) se despersonalizan.',
        'Si se detecta un tratamiento ilícito de datos personales, el Operador lo hace cesar en un plazo no superior a 3 días hábiles desde su detección y, si no es posible garantizar la licitud del tratamiento, destruye los datos personales en un plazo no superior a 10 días hábiles desde la detección y lo notifica al titular. La destrucción de los datos personales se acredita mediante documentos que cumplen los requisitos establecidos por la autoridad competente.',
      ],
    },
    {
      heading: '13. Autoridad competente para la protección de los derechos de los titulares',
      paragraphs: [
        'La autoridad competente para la protección de los derechos de los titulares de datos personales en la Federación de Rusia es el Servicio Federal de Supervisión de las Comunicaciones, las Tecnologías de la Información y los Medios de Comunicación (Roskomnadzor), con sitio web oficial rkn.gov.ru. Roskomnadzor examina las reclamaciones de los titulares de datos personales y supervisa la conformidad del tratamiento de datos personales con la legislación de la Federación de Rusia.',
        'Si el titular considera que el Operador trata sus datos personales infringiendo la Ley de Datos Personales o vulnera de otro modo sus derechos y libertades, puede recurrir las acciones u omisiones del Operador ante Roskomnadzor o ante los tribunales (artículo 17 de la Ley de Datos Personales). El Operador recomienda escribir primero a privacy@plotline.app para que la cuestión pueda resolverse con mayor rapidez; ello no es, sin embargo, un requisito previo para dirigirse a Roskomnadzor o a los tribunales.',
        'El Operador coopera con Roskomnadzor, envía las notificaciones previstas en la Ley de Datos Personales y, a petición de la autoridad competente, facilita la información necesaria en un plazo de 10 días hábiles desde la recepción de la solicitud.',
      ],
    },
    {
      heading: '14. Disposiciones finales',
      paragraphs: [
        'La Política entra en vigor el 22 de noviembre de 2026 y permanece vigente por tiempo indefinido hasta su sustitución por una nueva versión.',
        'El Operador puede modificar la Política. La nueva versión entra en vigor en el momento de su publicación en el Servicio, salvo que la propia versión disponga otra cosa. El Operador informa a los Usuarios de los cambios sustanciales en el Servicio o por correo electrónico. La versión vigente de la Política está siempre disponible en el Servicio.',
        'La Política está redactada en ruso. Las traducciones de la Política a otros idiomas, incluida esta traducción al español, se facilitan únicamente por comodidad; en caso de discrepancia entre el texto ruso de la Política y una traducción, prevalece el texto ruso.',
        'Las preguntas relativas a la Política y al tratamiento de datos personales deben dirigirse a privacy@plotline.app. Las personas responsables de infringir los requisitos de la Ley de Datos Personales responden conforme a la legislación de la Federación de Rusia.',
      ],
    },
  ],
};
